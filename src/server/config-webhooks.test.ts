import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { testConfig } from './test/config.ts';

describe('WEBHOOKS and WHATSAPP (issue 15)', () => {
  it('are empty when unset', () => {
    const config = testConfig();
    expect(config.WEBHOOKS).toEqual({});
    expect(config.WHATSAPP).toEqual({});
  });

  it('parse an endpoint per bottler, with defaults, local addresses allowed', () => {
    const config = testConfig({
      WEBHOOKS: '{"2":{"url":"http://127.0.0.1:9999/hook","secret":"0123456789abcdef"}}',
    });
    expect(config.WEBHOOKS['2']).toEqual({
      url: 'http://127.0.0.1:9999/hook',
      secret: '0123456789abcdef',
      concurrency: 4,
      timeoutMs: 10_000,
    });
  });

  it('parse WhatsApp settings with the Graph API as the default base address', () => {
    const config = testConfig({
      WHATSAPP: JSON.stringify({
        '2': {
          phoneNumberId: '106540352242922',
          token: 'EAAG-token',
          appSecret: 'app-secret-0123456789',
          verifyToken: 'verify-me',
          templates: { 'order.created': { name: 'order_confirmed', languages: { pt: 'pt_BR' } } },
        },
      }),
    });
    expect(config.WHATSAPP['2']).toMatchObject({
      baseUrl: 'https://graph.facebook.com/v21.0',
      templates: { 'order.created': { name: 'order_confirmed', languages: { pt: 'pt_BR' } } },
    });
  });

  it.each([
    ['WEBHOOKS', 'not json'],
    ['WEBHOOKS', '{"two":{"url":"http://x/","secret":"0123456789abcdef"}}'],
    ['WEBHOOKS', '{"2":{"url":"ftp://x/","secret":"0123456789abcdef"}}'],
    ['WEBHOOKS', '{"2":{"url":"http://x/","secret":"short"}}'],
    ['WEBHOOKS', '{"2":{"url":"http://x/","secret":"0123456789abcdef","extra":1}}'],
    [
      'WHATSAPP',
      '{"2":{"phoneNumberId":"abc","token":"EAAG-token","appSecret":"0123456789abcdef","verifyToken":"verify-me"}}',
    ],
    [
      'WHATSAPP',
      '{"2":{"phoneNumberId":"1","token":"EAAG-token","appSecret":"0123456789abcdef","verifyToken":"verify-me","templates":{"order.shipped":{"name":"x","languages":{}}}}}',
    ],
  ])('a bad %s stops the start, naming the variable (%s)', (variable, value) => {
    try {
      testConfig({ [variable]: value });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).variable).toBe(variable);
    }
  });
});

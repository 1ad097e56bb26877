import { describe, expect, it } from 'vitest';
import { neutralTenant } from './tenant.ts';
import { chatLinkFor, chatRedirectPolicy, type ChatLinkSource } from './tenant-access.ts';

const APP = 'https://refill.example';
const none: ChatLinkSource = {
  whatsAppNumber: undefined,
  chatAppUrl: undefined,
  allowedRedirectOrigins: [],
};

describe('back-to-chat link (PRODUCT.md "Back to chat", SECURITY T10)', () => {
  it.each<[string, Partial<ChatLinkSource>, string | undefined]>([
    [
      'a wa.me link',
      { whatsAppNumber: 'https://wa.me/5521999990000' },
      'https://wa.me/5521999990000',
    ],
    [
      'digits alone become wa.me',
      { whatsAppNumber: '+55 21 99999-0000' },
      'https://wa.me/5521999990000',
    ],
    [
      'a chat-app url (its own origin allowed when no list is published)',
      { chatAppUrl: 'https://line.me/R/ti/p/@bottler' },
      'https://line.me/R/ti/p/@bottler',
    ],
    [
      'WhatsApp first, then the chat app',
      { whatsAppNumber: 'https://wa.me/1234567', chatAppUrl: 'https://line.me/x' },
      'https://wa.me/1234567',
    ],
    [
      'a javascript: WhatsApp value falls back to the chat app',
      { whatsAppNumber: 'javascript:alert(1)', chatAppUrl: 'https://line.me/x' },
      'https://line.me/x',
    ],
    ['http is refused', { chatAppUrl: 'http://line.me/x' }, undefined],
    ['userinfo is refused', { chatAppUrl: 'https://user:pw@evil.example' }, undefined],
    [
      'a WhatsApp value on another host is refused',
      { whatsAppNumber: 'https://evil.example/wa' },
      undefined,
    ],
    [
      'outside a published list is refused',
      { chatAppUrl: 'https://line.me/x', allowedRedirectOrigins: ['https://wa.me'] },
      undefined,
    ],
    [
      'inside a published list passes',
      { chatAppUrl: 'https://line.me/x', allowedRedirectOrigins: ['https://line.me'] },
      'https://line.me/x',
    ],
    [
      'wa.me must be in a published list too',
      { whatsAppNumber: 'https://wa.me/1234567', allowedRedirectOrigins: ['https://line.me'] },
      undefined,
    ],
    ['nothing configured', {}, undefined],
  ])('%s', (_name, fields, expected) => {
    expect(chatLinkFor({ ...none, ...fields }, APP)).toBe(expected);
  });

  it('without a published list allows only wa.me and the chat app origin', () => {
    expect(chatRedirectPolicy({ ...none, chatAppUrl: 'https://line.me/R/x' }, APP)).toEqual({
      appOrigin: APP,
      allowedOrigins: ['https://wa.me', 'https://line.me'],
    });
  });

  it('the neutral tenant allows no redirect origin of its own', () => {
    expect(neutralTenant('en').allowedRedirectOrigins).toEqual([]);
  });
});

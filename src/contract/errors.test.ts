import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  API_ERROR_STATUS,
  CLIENT_ERROR_CODES,
  ERROR_CODES,
  apiErrorSchema,
  calls,
  isApiErrorCode,
  statusOfError,
  type CallDescriptor,
} from './index.ts';

/** SPEC.md §8 "The error catalogue": each situation and the key the app translates. */
const SPEC_SITUATIONS = [
  ['Invalid login fields', 'validation'],
  ['Incorrect credentials', 'loginIncorrect'],
  ['Login call threw', 'loginFailed'],
  ['Orchestration authError', 'authError'],
  ['Missing user token', 'missingUserToken'],
  ['Startup sequence failure', 'initializationFailed'],
  ['Default message', 'unknown'],
  ['401 outside login', 'unauthorized'],
  ['403 outside login', 'forbidden'],
  ['List call timeout', 'noResponse'],
  ['Empty lists / unknown resource', 'notFound'],
  ['Browser storage or third-party cookies disabled', 'thirdPartyCookiesDisabled'],
  ['Chunk load failure', 'chunkLoadFailed'],
  ['Font load failure', 'fontLoadFailed'],
  ['Browser translator detected', 'translatorDetected'],
  ['Simulation status 406', 'limitOrder'],
  ['Simulation other failure', 'simulateError'],
  ['Create status 406', 'limitOrder'],
  ['Create other failure', 'failOrder'],
  ['Create refused by the bottler (showBottlerErrorsMsg)', 'orderRejected'],
  ['TokenExpiredError', 'tokenExpired'],
  ['Profile retrieval', 'profileUnavailable'],
  ['Cart alert: delivery address confirmation', 'deliveryAddressNotConfirmed'],
  ['Cart alert: order amount minimum', 'belowMinimumOrder'],
  ['Cart alert: order amount maximum', 'limitOrder'],
  ['Cart alert: credit limit authorised, needs confirmation', 'creditLimitNotAccepted'],
  ['Cart alert: credit limit not allowed', 'creditLimitNotAuthorized'],
  ['Cart alert: glass bottles required or over limit', 'packagingNotAccepted'],
  ['Quantity warnings (maximum limit reached)', 'quantityLimitExceeded'],
  ['Empty order returns to the cart (SPEC §4)', 'emptyOrder'],
  ['Ordering pages with order option inactive (SPEC §6)', 'orderingDisabled'],
  ['Delivery date not offered (SPEC §5)', 'deliveryDateUnavailable'],
  ['Moroccan variant: payment limit or amount out of range', 'paymentLimitRange'],
] as const;

describe('error codes (SPEC §8)', () => {
  it.each(SPEC_SITUATIONS)('%s → %s is a translatable key', (_situation, code) => {
    expect(ERROR_CODES).toContain(code);
  });

  it.each([
    ['validation', 400],
    ['idempotencyKeyRequired', 400],
    ['unauthorized', 401],
    ['tokenExpired', 401],
    ['loginIncorrect', 401],
    ['forbidden', 403],
    ['notFound', 404],
    ['limitOrder', 406],
    ['idempotencyKeyInFlight', 409],
    ['pricesChanged', 409],
    ['payloadTooLarge', 413],
    ['idempotencyKeyReused', 422],
    ['tooManyRequests', 429],
    ['internal', 500],
  ] as const)('%s is answered with HTTP %s (SPEC §8, SECURITY T1)', (code, status) => {
    expect(statusOfError(code)).toBe(status);
  });

  it('has no duplicate keys and keeps server and app-only codes apart', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of CLIENT_ERROR_CODES) expect(isApiErrorCode(code)).toBe(false);
    for (const code of API_ERROR_CODES) expect(isApiErrorCode(code)).toBe(true);
    expect(isApiErrorCode('toString')).toBe(false);
  });

  it('every status a call declares as an error has a code answering with it', () => {
    const statuses = new Set<number>(Object.values(API_ERROR_STATUS));
    for (const call of Object.values(calls) as CallDescriptor[]) {
      for (const status of Object.keys(call.response).map(Number)) {
        if (status !== 200) expect(statuses, `${call.path} ${status}`).toContain(status);
      }
    }
  });
});

describe('error body', () => {
  it.each([
    [{ code: 'limitOrder' }, true],
    [{ code: 'belowMinimumOrder', params: { minimumOrder: 100, currency: 'BRL' } }, true],
    [{ code: 'validation', fields: [{ path: 'body.products.0.quantity', code: 'too_big' }] }, true],
    [{ code: 'noResponse' }, false],
    [{ code: 'Something went wrong' }, false],
    [{ code: 'validation', params: { nested: { a: 1 } } }, false],
    [{}, false],
  ])('%j → valid %s', (body, valid) => {
    expect(apiErrorSchema.safeParse(body).success).toBe(valid);
  });

  it('never carries an English message: a message key is stripped', () => {
    expect(apiErrorSchema.parse({ code: 'internal', message: 'database down' })).toEqual({
      code: 'internal',
    });
  });
});

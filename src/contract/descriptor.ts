/**
 * The shape of a call descriptor and helpers to declare one and hand it to Fastify.
 */
import type { z } from 'zod';
import { apiErrorSchema } from './errors.ts';
import type { ErpScope } from './erp-scopes.ts';
import type { OperatorRole } from './operators.ts';
import { BOT_KEY_HEADER, OPERATOR_KEY_HEADER, type HttpMethod } from './paths.ts';

/**
 * Who may call:
 * - session: `Authorization: Bearer <session token>`;
 * - linkOrSession: the bearer is the chat link's user token (exchanged once for a session
 *   token, PRODUCT.md) or a stored session token (SPEC §4 start-up);
 * - none: public;
 * - botKey: the tenant's bot key in `x-bot-key`; operatorKey: an operator key in `x-operator-key`;
 * - operatorSession: `Authorization: Bearer <operator token>` of the console (issue 12), a token
 *   of its own audience and key: a shop's token is refused there, and an operator's on shop calls.
 * - erpApiKey: `Authorization: Bearer rk_<id>_<secret>`, a tenant's ERP API key (issue 13,
 *   decision 044) created in the console; the tenant comes from the key only, and the key must
 *   carry every scope of the call's `scopes`.
 * Credentials are checked by the server's auth plugin, not by the `headers` schema, so that a
 * missing credential answers 401 rather than 400.
 */
export type AuthKind =
  'session' | 'linkOrSession' | 'none' | 'botKey' | 'operatorKey' | 'operatorSession' | 'erpApiKey';

export type CallArea =
  'access' | 'catalogue' | 'ordering' | 'after-order' | 'bot' | 'operator' | 'admin' | 'erp';

export interface CallDescriptor {
  readonly method: HttpMethod;
  /** Fastify style, relative to /api/. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  /** Loose object: other headers (authorization…) must survive validation. */
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: { readonly 200: z.ZodType } & { readonly [status: number]: z.ZodType };
  readonly auth: AuthKind;
  readonly area: CallArea;
  readonly summary: string;
  /**
   * Content type(s) of a non-JSON request body (e.g. 'text/csv', or an image's three): the call's
   * module parses it into what its `body` schema takes; JSON bodies then fail (400, or the call's
   * own refusal).
   */
  readonly consumes?: string | readonly string[];
  /** Content type of a non-JSON 200 answer (the body is then sent as bytes). */
  readonly produces?: string;
  /** 'spec': a SPEC.md §7 call; 'added': one of ours (PRODUCT.md, SECURITY.md). */
  readonly origin: 'spec' | 'added';
  /**
   * At most `max` calls per `windowSeconds` for each caller (a fixed window shared by every
   * instance); beyond it, 429 `tooManyRequests` with `Retry-After` (SECURITY T16, T22).
   */
  readonly rateLimit?: RateLimit;
  /** A valid request body, shown in /openapi.json (a test parses it with `body`). */
  readonly bodyExample?: unknown;
  /**
   * operatorSession calls only: the roles allowed to make the call (absent = every role); a
   * 'platform' operator may make every call (for its current tenant). Others get 403 forbidden.
   */
  readonly roles?: readonly OperatorRole[];
  /**
   * operatorSession calls only: the call stays open to an operator whose tenant requires TOTP and
   * who has not set it up yet (its session may only set it up, read `me` and sign out); every
   * other console call answers 403 `totpSetupRequired` to such a session.
   */
  readonly duringTotpSetup?: boolean;
  /** erpApiKey calls only: the scopes the key must carry (else 403 apiKeyScopeMissing). */
  readonly scopes?: readonly ErpScope[];
}

export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
  /**
   * Who is counted: a shop's session (or an operator's, on console calls; the API key, on ERP
   * calls), or the caller's address (behind TRUST_PROXY).
   */
  readonly per: 'session' | 'address';
}

/** `{ 400: apiErrorSchema, 401: apiErrorSchema, … }` for the given statuses. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): { readonly [K in S[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    readonly [K in S[number]]: typeof apiErrorSchema;
  };
}

/**
 * Error answers any call can get, whoever calls it: a body that is not JSON or fails the schema
 * (400), too large (413), an address too long (414), a content type other than JSON (415), a
 * throttle (429), headers too large (431), a fault (500), a server starting or shutting down (503).
 */
export const commonErrors = errorResponses(400, 413, 414, 415, 429, 431, 500, 503);
/** What a call that takes a credential can also answer: none or a bad one (401), not allowed (403). */
export const credentialErrors = errorResponses(401, 403);

type CommonErrors = typeof commonErrors;
type CredentialErrors = typeof credentialErrors;

/** A call as declared, with the error answers every call of its kind can get. */
export type DefinedCall<C extends CallDescriptor> = Omit<C, 'response'> & {
  readonly response: C['response'] &
    CommonErrors &
    (C['auth'] extends 'none' ? unknown : CredentialErrors);
};

/**
 * Declares a call keeping every literal (method, path, schemas) in its type, and adds the error
 * answers of `commonErrors` (and `credentialErrors` when it takes a credential): every status
 * the service can answer is in the contract and in /openapi.json.
 */
export const defineCall = <const C extends CallDescriptor>(call: C): DefinedCall<C> =>
  ({
    ...call,
    response: {
      ...commonErrors,
      ...(call.auth === 'none' ? {} : credentialErrors),
      ...call.response,
    },
  }) as DefinedCall<C>;

/** OpenAPI security scheme names the server declares (see fastifySchema). */
export const SECURITY_SCHEMES = {
  session: 'bearerAuth',
  linkOrSession: 'bearerAuth',
  botKey: 'botKey',
  operatorKey: 'operatorKey',
  operatorSession: 'operatorBearer',
  erpApiKey: 'erpApiKey',
} as const;

/** `components.securitySchemes` for @fastify/swagger, matching SECURITY_SCHEMES. */
export const OPENAPI_SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer' },
  botKey: { type: 'apiKey', in: 'header', name: BOT_KEY_HEADER },
  operatorKey: { type: 'apiKey', in: 'header', name: OPERATOR_KEY_HEADER },
  operatorBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  erpApiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'rk_<key id>_<secret>',
    description:
      "A tenant's ERP API key, created by an admin in the console (shown once). Each call names the scopes the key needs.",
  },
} as const;

const SCHEMA_PARTS = ['params', 'querystring', 'headers', 'body', 'response'] as const;
type SchemaPart = (typeof SCHEMA_PARTS)[number];

/**
 * A file's 200 as /openapi.json publishes it: under its own media type (a string for text/*,
 * bytes otherwise), where @fastify/swagger would call it JSON.
 */
export function fileAnswer<S extends z.ZodType>(schema: S, mediaType: string): S {
  const body = mediaType.startsWith('text/')
    ? { type: 'string' }
    : { type: 'string', format: 'binary' };
  return schema.meta({ content: { [mediaType]: { schema: body } } }) as S;
}

export type FastifySchemaOf<C extends CallDescriptor> = { [K in SchemaPart & keyof C]: C[K] } & {
  summary: string;
  description?: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
};

/**
 * The `schema` option of a Fastify route for this call (with fastify-type-provider-zod):
 * `app.route({ method: c.method, url: apiPath(c.path), schema: fastifySchema(c), handler })`.
 */
export function fastifySchema<C extends CallDescriptor>(call: C): FastifySchemaOf<C> {
  const schema: Record<string, unknown> = { summary: call.summary, tags: [call.area] };
  for (const part of SCHEMA_PARTS) {
    if (call[part] !== undefined) schema[part] = call[part];
  }
  // The example travels as JSON Schema `examples` (a copy of the schema: validation is the same).
  if (call.body !== undefined && call.bodyExample !== undefined) {
    schema.body = call.body.meta({ examples: [call.bodyExample] });
  }
  if (call.consumes !== undefined) schema.consumes = [call.consumes].flat();
  // A file's 200 is published with its own type; @fastify/swagger would otherwise call it JSON
  // (its `produces` would retype the error answers too, which are JSON).
  if (call.produces !== undefined) {
    schema.response = { ...call.response, 200: fileAnswer(call.response[200], call.produces) };
  }
  if (call.auth !== 'none')
    schema.security = [{ [SECURITY_SCHEMES[call.auth]]: [...(call.scopes ?? [])] }];
  if (call.roles !== undefined)
    schema.description = `Roles: ${call.roles.join(', ')} (and platform).`;
  if (call.scopes !== undefined) schema.description = `Scopes: ${call.scopes.join(', ')}.`;
  return schema as FastifySchemaOf<C>;
}

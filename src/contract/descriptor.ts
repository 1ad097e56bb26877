/**
 * The shape of a call descriptor and helpers to declare one and hand it to Fastify.
 */
import type { z } from 'zod';
import { apiErrorSchema } from './errors.ts';
import { BOT_KEY_HEADER, OPERATOR_KEY_HEADER, type HttpMethod } from './paths.ts';

/**
 * Who may call:
 * - session: `Authorization: Bearer <session token>`;
 * - linkOrSession: the bearer is the chat link's user token (exchanged once for a session
 *   token, PRODUCT.md) or a stored session token (SPEC §4 start-up);
 * - none: public;
 * - botKey: the tenant's bot key in `x-bot-key`; operatorKey: an operator key in `x-operator-key`.
 * Credentials are checked by the server's auth plugin, not by the `headers` schema, so that a
 * missing credential answers 401 rather than 400.
 */
export type AuthKind = 'session' | 'linkOrSession' | 'none' | 'botKey' | 'operatorKey';

export type CallArea = 'access' | 'catalogue' | 'ordering' | 'after-order' | 'bot' | 'operator';

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
  /** Content type of a non-JSON 200 answer (the body is then sent as bytes). */
  readonly produces?: string;
  /** 'spec': a SPEC.md §7 call; 'added': one of ours (PRODUCT.md, SECURITY.md). */
  readonly origin: 'spec' | 'added';
}

/** Declares a call keeping every literal (method, path, schemas) in its type. */
export const defineCall = <const C extends CallDescriptor>(call: C): C => call;

/** `{ 400: apiErrorSchema, 401: apiErrorSchema, … }` for the given statuses. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): { readonly [K in S[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    readonly [K in S[number]]: typeof apiErrorSchema;
  };
}

/** Error answers common to every authenticated call. */
export const sessionErrors = errorResponses(400, 401, 403, 413, 429, 500);
/** Error answers of public calls. */
export const publicErrors = errorResponses(400, 413, 429, 500);

/** OpenAPI security scheme names the server declares (see fastifySchema). */
export const SECURITY_SCHEMES = {
  session: 'bearerAuth',
  linkOrSession: 'bearerAuth',
  botKey: 'botKey',
  operatorKey: 'operatorKey',
} as const;

/** `components.securitySchemes` for @fastify/swagger, matching SECURITY_SCHEMES. */
export const OPENAPI_SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer' },
  botKey: { type: 'apiKey', in: 'header', name: BOT_KEY_HEADER },
  operatorKey: { type: 'apiKey', in: 'header', name: OPERATOR_KEY_HEADER },
} as const;

const SCHEMA_PARTS = ['params', 'querystring', 'headers', 'body', 'response'] as const;
type SchemaPart = (typeof SCHEMA_PARTS)[number];

export type FastifySchemaOf<C extends CallDescriptor> = { [K in SchemaPart & keyof C]: C[K] } & {
  summary: string;
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
  if (call.auth !== 'none') schema.security = [{ [SECURITY_SCHEMES[call.auth]]: [] }];
  return schema as FastifySchemaOf<C>;
}

/**
 * OpenAPI 3.1 from the routes' zod schemas: `/openapi.json` and the explorer at `/docs`. The
 * security schemes come from the contract, so a call cannot name one the document lacks
 * (issue 10: a missing scheme made the whole document answer 500).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { OPENAPI_SECURITY_SCHEMES } from '../../contract/index.ts';

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Refill API',
        version,
        description:
          'The ordering service of Refill. Every error answer is `{code, params?, fields?}` with a code of the ApiError schema; `Retry-After` comes with 429, 503 and the 409 of an idempotency key in flight.',
      },
      // The schemes every call's `security` names (descriptor.ts SECURITY_SCHEMES): one list.
      components: { securitySchemes: OPENAPI_SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (ApiError) become components/schemas, which the calls $ref.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { validatorUrl: null },
    // Swagger UI needs its own inline bootstrap; the CSP allows it by hash, on /docs only.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(' validator.swagger.io', '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(' upgrade-insecure-requests;', ''),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

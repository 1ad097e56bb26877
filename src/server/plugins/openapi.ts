/** OpenAPI from the routes' zod schemas: `/openapi.json` and the explorer at `/docs`. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Refill API', version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          botKey: { type: 'apiKey', in: 'header', name: 'x-bot-key' },
        },
      },
    },
    transform: jsonSchemaTransform,
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

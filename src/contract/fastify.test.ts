import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import {
  OPENAPI_SECURITY_SCHEMES,
  apiPath,
  calls,
  fastifySchema,
  type ApiError,
  type CallDescriptor,
} from './index.ts';
import { sampleCreateOrderBody, sampleIdempotencyKey } from './samples.fixture.ts';

/** Every call mounted with its contract schemas; handlers echo what validation let through. */
async function buildApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The minimal error mapping every server needs: the 400 answer must fit apiErrorSchema.
  app.setErrorHandler((error, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ApiError = {
        code: 'validation',
        fields: error.validation.map((issue) => ({
          path: issue.instancePath,
          code: issue.keyword,
        })),
      };
      return reply.code(400).send(body);
    }
    return reply.code(500).send({ code: 'internal' } satisfies ApiError);
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Refill', version: '1.1.0' },
      components: { securitySchemes: OPENAPI_SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  for (const [name, call] of Object.entries(calls) as [string, CallDescriptor][]) {
    app.route({
      method: call.method,
      url: apiPath(call.path),
      schema: fastifySchema(call),
      handler: async (request, reply) => {
        if (name === 'preReceipt')
          return reply.type('application/pdf').send(Buffer.from('%PDF-1.4'));
        if (name === 'createOrder') {
          // Deliberately not a valid answer: exposes what reached the handler.
          return reply.code(418).send({ headers: request.headers, body: request.body });
        }
        return reply.code(418).send({ params: request.params, query: request.query });
      },
    });
  }
  await app.ready();
  return app;
}

describe('the contract under Fastify + fastify-type-provider-zod', () => {
  it('mounts every call and generates OpenAPI with every path', async () => {
    const app = await buildApp();
    const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const call of Object.values(calls) as CallDescriptor[]) {
      const openApiPath = apiPath(call.path).replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[openApiPath]?.[call.method.toLowerCase()], openApiPath).toBeDefined();
    }
    expect(JSON.stringify(doc)).toContain('"Product"');
    await app.close();
  });

  it('order/create without an Idempotency-Key is refused with 400 (SECURITY T1)', async () => {
    const app = await buildApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { authorization: 'Bearer t' },
      payload: sampleCreateOrderBody,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe('validation');
    expect(JSON.stringify(response.json())).toContain('idempotency-key');
    await app.close();
  });

  it('order/create with a key keeps the authorization header and the body', async () => {
    const app = await buildApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: { authorization: 'Bearer t', 'idempotency-key': sampleIdempotencyKey },
      payload: sampleCreateOrderBody,
    });
    expect(response.statusCode).toBe(418);
    const echoed = response.json<{ headers: Record<string, string>; body: unknown }>();
    expect(echoed.headers.authorization).toBe('Bearer t');
    expect(echoed.headers['idempotency-key']).toBe(sampleIdempotencyKey);
    expect(echoed.body).toEqual(sampleCreateOrderBody);
    await app.close();
  });

  it.each([
    ['/api/bingo/period/3/2026', 418, { month: 3, year: 2026 }],
    ['/api/bingo/period/13/2026', 400, undefined],
    ['/api/combo/products/7', 418, { comboId: 7 }],
    ['/api/combo/products/abc', 400, undefined],
  ])('GET %s → %s with coerced params', async (url, status, params) => {
    const app = await buildApp();
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    if (params) expect(response.json<{ params: unknown }>().params).toEqual(params);
    await app.close();
  });

  it('serves the pre-receipt as bytes despite the response schema', async () => {
    const app = await buildApp();
    const response = await app.inject({ method: 'GET', url: '/api/order/ORD-1/pre-receipt.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body).toBe('%PDF-1.4');
    await app.close();
  });
});

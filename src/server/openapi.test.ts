/**
 * The published contract, fetched as an integrator fetches it: over real HTTP from a listening
 * server (issue 10: `/openapi.json` answered 500 and nothing in the suite had fetched it).
 * It must be valid OpenAPI 3.1 (checked by @seriousme/openapi-schema-validator), list every
 * call of the contract with its security scheme, every status the call can answer with a body
 * schema, and an example for each request body; `/docs` must render.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_IMAGE_TYPES,
  SECURITY_SCHEMES,
  calls,
  type CallDescriptor,
} from '../contract/index.ts';
import { openTestApp, type TestApp } from './test/app-harness.ts';

interface Operation {
  security?: Array<Record<string, string[]>>;
  requestBody?: {
    content: Record<string, { schema?: unknown; example?: unknown; examples?: unknown }>;
  };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

/** `user/authenticate/:bottler` → `/api/user/authenticate/{bottler}`. */
const openApiPath = (path: string) => `/api/${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

describe('the published contract', () => {
  let t: TestApp;
  let base: string;
  let document: Document;

  beforeAll(async () => {
    t = await openTestApp('pglite', { tenants: [] });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/openapi.json`);
    expect(res.status).toBe(200);
    document = (await res.json()) as Document;
  });
  afterAll(() => t.close());

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(document) as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('types the public tenant configuration field by field, as a closed allow-list (decision 049)', () => {
    const operation = document.paths[openApiPath(calls.tenant.path)]?.get;
    const schema = operation?.responses['200']?.content?.['application/json']?.schema as {
      properties?: Record<string, unknown>;
      additionalProperties?: unknown;
    };
    expect(Object.keys(schema.properties ?? {})).toEqual(
      expect.arrayContaining(['brandColors', 'menu', 'features', 'showPriceWithoutDiscount']),
    );
    expect(schema.properties).not.toHaveProperty('totalPriceDiff');
    expect(schema.additionalProperties).toBe(false);
  });

  it('is the same document at /docs/json, and /docs renders the explorer', async () => {
    const json = await fetch(`${base}/docs/json`);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual(document);
    const page = await fetch(`${base}/docs/`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/swagger-ui/i);
  });

  it("publishes the image upload's body: the bytes of a PNG, a JPEG or a WebP", () => {
    const call = calls.adminProductImage;
    const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
    const content = operation?.requestBody?.content ?? {};
    expect(Object.keys(content).sort()).toEqual([...PRODUCT_IMAGE_TYPES].sort());
    for (const media of Object.values(content)) {
      expect(media.schema).toMatchObject({ type: 'string', format: 'binary' });
    }
  });

  it('lists every file route (pictures, icons, the manifest) with each answer it gives, as it gives it', async () => {
    const contract = new Set(
      Object.values(calls).map((call) => `${call.method.toLowerCase()} ${openApiPath(call.path)}`),
    );
    const files = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => !contract.has(`${method} ${path}`))
        .map(([method, operation]) => ({ path, method, operation })),
    );
    // Each file route, with addresses over real HTTP that answer its 200 and its 400 or 404.
    const samples: Record<string, string[]> = {
      '/api/img/{kind}/{name}.svg': [
        '/api/img/banner/summer.svg',
        '/api/img/banner/no-such-banner.svg',
        '/api/img/nokind/summer.svg',
      ],
      '/api/img/{kind}/{name}.webp': ['/api/img/category/1.webp', '/api/img/banner/summer.webp'],
      '/api/product-images/{bottler}/{sku}/{hash}.webp': [
        `/api/product-images/2/SKU-1/${'a'.repeat(64)}.webp`,
        '/api/product-images/2/SKU-1/short.webp',
      ],
      '/tenants/{id}/logo.svg': ['/tenants/2/logo.svg'],
      '/tenants/{id}/icon.svg': ['/tenants/2/icon.svg'],
      '/tenants/{id}/icon-{size}.png': ['/tenants/2/icon-192.png'],
      '/icons/icon-{size}.png': ['/icons/icon-192.png', '/icons/icon-100.png'],
      '/favicon.ico': ['/favicon.ico'],
      '/manifest.webmanifest': ['/manifest.webmanifest', '/manifest.webmanifest?bottler=99'],
    };
    expect(files.map((file) => file.path).sort()).toEqual(Object.keys(samples).sort());

    const seen = new Set<string>();
    for (const { path, method, operation } of files) {
      expect(method, path).toBe('get');
      const listed = operation.responses;
      for (const status of ['200', '400', '404', '414', '429', '500', '503']) {
        expect(Object.keys(listed), path).toContain(status);
      }
      const fileType = Object.keys(listed['200']?.content ?? {});
      expect(fileType, path).toHaveLength(1);
      expect(fileType[0], path).not.toBe('application/json');
      for (const url of samples[path] ?? []) {
        const res = await fetch(`${base}${url}`);
        const status = String(res.status);
        seen.add(`${path} ${status}`);
        expect(Object.keys(listed), `${url} answered ${status}`).toContain(status);
        const type = status === '200' ? fileType[0] : 'application/json';
        expect(res.headers.get('content-type') ?? '', url).toContain(type ?? '?');
        if (status !== '200') expect(((await res.json()) as { code: string }).code).toBeTruthy();
      }
    }
    // The samples reach a 200, a 400 and a 404 somewhere: not only the happy path.
    expect([...seen].filter((entry) => / 4\d\d$/.test(entry)).length).toBeGreaterThan(4);
    expect([...seen].filter((entry) => / 200$/.test(entry)).length).toBeGreaterThan(4);
  });

  it.each(Object.entries(calls) as Array<[string, CallDescriptor]>)(
    '%s: listed with its security, statuses and body example',
    (_name, call) => {
      const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(operation, `${call.method} ${call.path}`).toBeDefined();
      if (!operation) return;

      if (call.auth === 'none') expect(operation.security).toBeUndefined();
      else
        expect(operation.security).toEqual([
          { [SECURITY_SCHEMES[call.auth]]: [...(call.scopes ?? [])] },
        ]);
      for (const scheme of operation.security ?? []) {
        for (const name of Object.keys(scheme)) {
          expect(document.components.securitySchemes).toHaveProperty(name);
        }
      }

      const declared = Object.keys(call.response).sort();
      expect(Object.keys(operation.responses).sort()).toEqual(declared);
      for (const status of declared) {
        const content = operation.responses[status]?.content ?? {};
        // What the server sends: a file's type for the 200 of a call that produces one
        // (pre-receipt PDFs, CSV exports), JSON for every other answer (errors included).
        const type = status === '200' ? (call.produces ?? 'application/json') : 'application/json';
        expect(Object.keys(content), `${call.path} ${status}`).toEqual([type]);
        expect(content[type]?.schema, `${call.path} ${status} has a body schema`).toBeDefined();
      }
      for (const status of ['400', '413', '414', '415', '429', '500', '503']) {
        expect(declared).toContain(status);
      }

      if (call.body !== undefined) {
        const types = [call.consumes ?? 'application/json'].flat();
        const content = operation.requestBody?.content ?? {};
        expect(Object.keys(content).sort(), `${call.path} takes`).toEqual([...types].sort());
        for (const type of types) {
          const media = content[type];
          expect(media?.schema, `${call.path} ${type} has a body schema`).toBeDefined();
          // A file's bytes (an image upload) have no example to show; every other body has one.
          if ((media?.schema as { format?: string }).format === 'binary') continue;
          expect(media?.example, `${call.path} has a body example`).toBeDefined();
          expect(call.body.safeParse(media?.example).success).toBe(true);
        }
      }
    },
  );
});

/**
 * The WhatsApp Cloud API's callbacks (callbacks.ts), per tenant:
 *
 *   GET  /api/whatsapp/:bottler/webhook?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…
 *     → the challenge as text/plain when the verify token is the tenant's; 403 forbidden else;
 *     404 notFound for a tenant without WhatsApp.
 *   POST /api/whatsapp/:bottler/webhook  (X-Hub-Signature-256 over the raw body)
 *     → {received: true}; 403 forbidden for a missing or wrong signature or a stale (replayed)
 *     notification, which changes nothing.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { callRoute } from '../../plugins/route.ts';
import { handleNotification, validHubSignature } from './callbacks.ts';

const CALLBACK_BODY_LIMIT = 1024 * 1024;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const whatsappModule: ApiModule = async (app, deps) => {
  const settingOf = (bottler: number) => {
    const setting = deps.tenants.has(bottler) ? deps.config.WHATSAPP[String(bottler)] : undefined;
    if (!setting) throw new HttpError(404, 'notFound');
    return setting;
  };
  const raws = new WeakMap<FastifyRequest, Buffer>();

  // JSON of this module only: the signature is checked over the raw bytes before parsing.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT },
    (request, body, done) => {
      const raw = body as Buffer;
      const bottler = Number((request.params as { bottler?: string }).bottler);
      const setting = deps.config.WHATSAPP[String(bottler)];
      if (!setting || !deps.tenants.has(bottler)) {
        done(new HttpError(404, 'notFound'), undefined);
        return;
      }
      const header = request.headers['x-hub-signature-256'];
      if (
        !validHubSignature(typeof header === 'string' ? header : undefined, raw, setting.appSecret)
      ) {
        done(new HttpError(403, 'forbidden'), undefined);
        return;
      }
      try {
        raws.set(request, raw);
        done(null, JSON.parse(raw.toString('utf8')));
      } catch {
        done(new HttpError(400, 'validation'), undefined);
      }
    },
  );

  app.route({
    ...callRoute(deps, calls.whatsappVerify),
    handler: async (request, reply) => {
      const setting = settingOf(request.params.bottler);
      const query = request.query;
      if (
        query['hub.mode'] !== 'subscribe' ||
        !sameText(query['hub.verify_token'], setting.verifyToken)
      ) {
        throw new HttpError(403, 'forbidden');
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
    },
  });

  app.route({
    ...callRoute(deps, calls.whatsappNotify),
    handler: async (request) => {
      settingOf(request.params.bottler);
      const raw = raws.get(request);
      if (!raw) throw new HttpError(403, 'forbidden');
      const outcome = await handleNotification(
        deps.db,
        request.params.bottler,
        raw,
        request.body,
        deps.now(),
      );
      if (outcome === 'stale') throw new HttpError(403, 'forbidden');
      return { received: true as const };
    },
  });
};

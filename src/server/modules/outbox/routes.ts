/**
 * Calls behind the links of chat events, and the operators' webhook calls (issue 15):
 *
 *   GET  /api/operator/webhooks/:bottler/events[?state=&type=&limit=]  (x-operator-key)
 *     The tenant's events, newest first, each with its attempts and the receiver's answers.
 *   POST /api/operator/webhooks/:bottler/events/:eventId/retry  (x-operator-key)
 *     A dead event goes back to pending with a fresh round of attempts; 409 eventNotDead.
 *   POST /api/operator/webhooks/:bottler/secret  {overlapHours?}  (x-operator-key)
 *     A new signing secret (answered once); the previous one keeps signing for the overlap
 *     (default 24 h): events carry one v1= per valid secret. 404 without a WEBHOOKS endpoint.
 *
 *   GET /api/links/pre-receipt.pdf?token=…  (no sign-in; the signed token is the credential)
 *     The PDF pre-receipt of the one order the token names, while it is valid (24 h from the
 *     attempt that carried it). 401 tokenExpired after that; 404 notFound for a bad token or an
 *     order that is not the token's client's.
 *   GET  /api/links/skip-occurrence?token=…  (no sign-in) a page saying what the link does
 *   POST /api/links/skip-occurrence, body token=…  (its button, urlencoded or JSON) skips that one occurrence of the
 *     recurrent order (skip-service.ts); 409 occurrenceClosed once the occurrence was ordered,
 *     passed or the schedule stopped; 401 tokenExpired; 404 notFound for a bad token.
 */
import type { FastifyReply } from 'fastify';
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { callRoute } from '../../plugins/route.ts';
import { sendPreReceipt } from '../orders/pre-receipt-reply.ts';
import { linkedPreReceipt } from './linked-receipt-service.ts';
import { retryWebhookEvent, rotateWebhookSecret, webhookEventsOf } from './operator-service.ts';
import { skipOccurrence, skipPage } from './skip-service.ts';

/** Renders through event links at once (the session route has its own limiter). */

export const outboxModule: ApiModule = async (app, deps) => {
  // The skip page's form posts its token urlencoded: parsed in this module only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const html = (reply: FastifyReply, page: Buffer) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(page);

  app.route({
    ...callRoute(deps, calls.skipOccurrencePage),
    handler: async (request, reply) => html(reply, await skipPage(deps, request.query.token)),
  });

  app.route({
    ...callRoute(deps, calls.skipOccurrence),
    handler: async (request, reply) => html(reply, await skipOccurrence(deps, request.body.token)),
  });

  app.route({
    ...callRoute(deps, calls.webhookEvents),
    handler: async (request) =>
      webhookEventsOf(deps, request.params.bottler, {
        state: request.query.state,
        type: request.query.type,
        limit: request.query.limit,
      }),
  });

  app.route({
    ...callRoute(deps, calls.webhookRetry),
    handler: async (request) =>
      retryWebhookEvent(deps, request.params.bottler, request.params.eventId),
  });

  app.route({
    ...callRoute(deps, calls.webhookRotateSecret),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return rotateWebhookSecret(deps, request.params.bottler, request.body.overlapHours);
    },
  });

  app.route({
    ...callRoute(deps, calls.eventPreReceipt),
    handler: async (request, reply) =>
      sendPreReceipt(reply, await linkedPreReceipt(deps, request.query.token)),
  });
};

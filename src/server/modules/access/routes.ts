/**
 * Access calls (SPEC §7): token validation and the expired-token flow, standalone login and
 * logout, the client profile, user data and session values, and the bot's chat links.
 * Orchestration (which uses `authenticateUserToken` of user-token.ts) lives in the catalogue module.
 */
import type { FastifyReply } from 'fastify';
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import { contextOf } from '../../plugins/request-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { revokeSession } from '../auth/sessions.ts';
import { clientExists } from '../clients/client-repository.ts';
import { recordChatLink } from './chat-conversation-repository.ts';
import { createChatLink, linkTokenId } from './chat-link.ts';
import { login } from './login-service.ts';
import { reportExpiredToken, validateUserToken } from './token-checks.ts';
import {
  clientProfile,
  FieldValidationError,
  storeSessionValue,
  updateUser,
} from './user-service.ts';

/** Answers a FieldValidationError as the 400 `validation` body the error handler gives. */
async function withFieldErrors<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FieldValidationError) {
      return reply.code(400).send({ code: 'validation', fields: error.fields });
    }
    throw error;
  }
}

export const accessModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.validateWebToken),
    handler: async (request) => validateUserToken(deps, request.body.token, deps.now()),
  });

  app.route({
    ...callRoute(deps, calls.expiredToken),
    handler: async (request) => reportExpiredToken(deps, request.body.token, deps.now()),
  });

  app.route({
    ...callRoute(deps, calls.authenticate),
    handler: async (request, reply) => {
      const outcome = await login(deps, {
        bottler: request.params.bottler,
        clientId: request.body.clientId,
        password: request.body.password,
        ip: request.ip,
        now: deps.now(),
      });
      void reply.header('cache-control', 'no-store');
      if (!outcome.ok) return reply.code(400).send({ code: 'validation', fields: outcome.fields });
      return { data: outcome.token, expiresAt: outcome.expiresAt.toISOString() };
    },
  });

  app.route({
    ...callRoute(deps, calls.logout),
    handler: async (request) => {
      const ctx = contextOf(request);
      await revokeSession(deps.db, ctx.sessionId, ctx.now);
      return { ok: true as const };
    },
  });

  app.route({
    ...callRoute(deps, calls.client),
    handler: async (request) => clientProfile(deps.db, contextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.updateUser),
    handler: async (request, reply) =>
      withFieldErrors(reply, () => updateUser(deps.db, contextOf(request), request.body)),
  });

  for (const call of [calls.putUserSession, calls.postUserSession]) {
    app.route({
      ...callRoute(deps, call),
      handler: async (request, reply) =>
        withFieldErrors(reply, () => storeSessionValue(deps.db, contextOf(request), request.body)),
    });
  }

  app.route({
    ...callRoute(deps, calls.botLinks),
    handler: async (request, reply) => {
      const bot = request.botCtx;
      if (!bot) throw new Error('route is missing its botKeyGuard');
      if (
        !(await clientExists(deps.db, { tenantId: bot.tenantId, clientId: request.body.clientId }))
      ) {
        throw new HttpError(404, 'notFound');
      }
      void reply.header('cache-control', 'no-store');
      const link = await createChatLink({
        tokens: deps.tokens,
        tenant: bot.tenant,
        clientId: request.body.clientId,
        publicUrl: deps.config.PUBLIC_URL,
        now: bot.now,
      });
      const { conversationId, whatsappNumber } = request.body;
      if (conversationId !== undefined || whatsappNumber !== undefined) {
        await recordChatLink(deps.db, {
          jti: linkTokenId(link.token),
          tenantId: bot.tenantId,
          clientId: request.body.clientId,
          conversationId,
          whatsappNumber,
          now: bot.now,
          expiresAt: new Date(link.expiresAt),
        });
      }
      return link;
    },
  });
};

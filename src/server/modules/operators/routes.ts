/**
 * The console's session and operator calls (issue 12), under /api/admin/. Handlers are thin:
 * the guard (callRoute → operator-context.ts) gives the context, the services do the work.
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { signIn, signInWithTotp } from './login-service.ts';
import { logout, logoutEverywhere, me, switchTenant, updateMe } from './me-service.ts';
import {
  inviteOperator,
  listOperators,
  setPasswordFromLink,
  updateOperator,
} from './operators-service.ts';
import { confirmTotp, setSecuritySettings, startTotpSetup, turnOffTotp } from './totp-service.ts';

export const operatorsModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.adminSession),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return signIn(deps, { ...request.body, ip: request.ip, now: deps.now() });
    },
  });

  app.route({
    ...callRoute(deps, calls.adminSessionTotp),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const answer = await signInWithTotp(deps, {
        ...request.body,
        ip: request.ip,
        now: deps.now(),
      });
      if (!('token' in answer)) throw new Error('a TOTP sign-in always opens a session');
      return answer;
    },
  });

  app.route({
    ...callRoute(deps, calls.adminSwitchTenant),
    handler: async (request) =>
      switchTenant(deps, operatorContextOf(request), request.body.bottler),
  });

  app.route({
    ...callRoute(deps, calls.adminLogout),
    handler: async (request) => logout(deps, operatorContextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.adminLogoutAll),
    handler: async (request) => logoutEverywhere(deps, operatorContextOf(request)),
  });

  app.route({
    ...callRoute(deps, calls.adminMe),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return me(deps, operatorContextOf(request));
    },
  });

  app.route({
    ...callRoute(deps, calls.adminUpdateMe),
    handler: async (request) => updateMe(deps, operatorContextOf(request), request.body),
  });

  app.route({
    ...callRoute(deps, calls.adminTotpSetup),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return startTotpSetup(deps, operatorContextOf(request));
    },
  });

  app.route({
    ...callRoute(deps, calls.adminTotpConfirm),
    handler: async (request) => confirmTotp(deps, operatorContextOf(request), request.body.code),
  });

  app.route({
    ...callRoute(deps, calls.adminTotpDisable),
    handler: async (request) => turnOffTotp(deps, operatorContextOf(request), request.body.code),
  });

  app.route({
    ...callRoute(deps, calls.adminSecuritySettings),
    handler: async (request) => setSecuritySettings(deps, operatorContextOf(request), request.body),
  });

  app.route({
    ...callRoute(deps, calls.adminOperators),
    handler: async (request) => listOperators(deps, operatorContextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.adminInviteOperator),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return inviteOperator(deps, operatorContextOf(request), request.body);
    },
  });

  app.route({
    ...callRoute(deps, calls.adminUpdateOperator),
    handler: async (request) =>
      updateOperator(deps, operatorContextOf(request), request.params.id, request.body),
  });

  app.route({
    ...callRoute(deps, calls.adminSetPassword),
    handler: async (request) => setPasswordFromLink(deps, { ...request.body, now: deps.now() }),
  });
};

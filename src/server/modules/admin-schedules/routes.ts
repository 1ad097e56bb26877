/**
 * The console's recurrent schedules (issue 12):
 *   GET  /api/admin/schedules?clientId&state&limit&cursor   by next occurrence
 *   POST /api/admin/schedules/:id/pause | resume | cancel   (admin, sales) 409 scheduleCancelled
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { changeSchedule, listSchedules } from './schedules-service.ts';

export const adminSchedulesModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.adminSchedules),
    handler: async (request) => listSchedules(deps.db, operatorContextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.adminSchedulePause),
    handler: async (request) =>
      changeSchedule(deps.db, operatorContextOf(request), request.params.id, 'pause'),
  });

  app.route({
    ...callRoute(deps, calls.adminScheduleResume),
    handler: async (request) =>
      changeSchedule(deps.db, operatorContextOf(request), request.params.id, 'resume'),
  });

  app.route({
    ...callRoute(deps, calls.adminScheduleCancel),
    handler: async (request) =>
      changeSchedule(deps.db, operatorContextOf(request), request.params.id, 'cancel'),
  });
};

/**
 * The console's NPS (issue 12):
 *   GET /api/admin/nps?from&to                 score, 0–10 distribution, weekly trend
 *   GET /api/admin/nps/answers?from&to&minScore&maxScore&clientId&withComment&limit&cursor
 *   GET /api/admin/nps/answers.csv?…           the same answers as CSV
 */
import { calls } from '../../../contract/index.ts';
import type { ApiModule } from '../../deps.ts';
import { operatorContextOf } from '../../plugins/operator-context.ts';
import { callRoute } from '../../plugins/route.ts';
import { sendCsv } from '../admin-lists/csv.ts';
import { npsAnswers, npsAnswersCsv, npsDashboard } from './nps-service.ts';

export const adminNpsModule: ApiModule = async (app, deps) => {
  app.route({
    ...callRoute(deps, calls.adminNps),
    handler: async (request) => npsDashboard(deps.db, operatorContextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.adminNpsAnswers),
    handler: async (request) => npsAnswers(deps.db, operatorContextOf(request), request.query),
  });

  app.route({
    ...callRoute(deps, calls.adminNpsAnswersCsv),
    handler: async (request, reply) =>
      sendCsv(
        reply,
        'nps-answers.csv',
        await npsAnswersCsv(deps.db, operatorContextOf(request), request.query),
      ),
  });
};

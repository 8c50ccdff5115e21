import type { FastifyInstance } from 'fastify';
import { dayIn } from '../../src/domain/dates.ts';
import { requireUser } from '../plugins/auth.ts';
import { assertScope } from '../services/auth/token-scopes.ts';
import { foodLogCsv } from '../services/data-transfer/export-service.ts';
import { callerFor, via } from './caller.ts';

export const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

export async function dataRoutes(app: FastifyInstance) {
  app.get('/api/export', via('data.exportAll'), async (req, reply) => {
    const data = await callerFor(req, reply).data.exportAll();
    const day = dayIn(data.profile.timeZone);
    return reply.header('content-disposition', `attachment; filename="platewise-export-${day}.json"`).send(data);
  });
  app.get('/api/export/food-log.csv', async (req, reply) => {
    const { user, scopes } = await requireUser(req);
    assertScope(scopes, 'read');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="platewise-food-log-${dayIn(user.time_zone)}.csv"`)
      .send(await foodLogCsv(app.db, user));
  });
  app.post('/api/import/preview', { bodyLimit: IMPORT_BODY_LIMIT, ...via('data.previewImport') }, (req, reply) => callerFor(req, reply).data.previewImport(req.body));
  app.post('/api/import', { bodyLimit: IMPORT_BODY_LIMIT, ...via('data.commitImport') }, (req, reply) => callerFor(req, reply).data.commitImport(req.body));
}

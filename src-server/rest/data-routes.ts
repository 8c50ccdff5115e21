import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { dayIn } from '../../src/domain/dates.ts';
import { requireUser } from '../plugins/auth.ts';
import { assertScope } from '../services/auth/token-scopes.ts';
import { exportText, foodLogCsv } from '../services/data-transfer/export-service.ts';
import { callerFor, via } from './caller.ts';

export const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * The pieces as a stream, once the first is made: a failure before it is answered with its status, not
 * as a cut-off download. It holds at most one piece the answer has not taken (Readable.from reads
 * sixteen ahead), so a slow download does not let the export run ahead of it.
 */
async function started(pieces: AsyncGenerator<string>): Promise<Readable> {
  const first = await pieces.next();
  const stream = Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      yield* pieces;
    })(),
    { highWaterMark: 1 },
  );
  // Ends the export (and frees its heavy-job place) however the answer closes, even before it read a piece.
  stream.once('close', () => void pieces.return(undefined));
  return stream;
}

export async function dataRoutes(app: FastifyInstance) {
  // data.exportAll's document as text made a piece at a time, rather than by tRPC's caller in one go, and streamed.
  app.get('/api/export', via('data.exportAll'), async (req, reply) => {
    const { user, scopes } = await requireUser(req);
    assertScope(scopes, 'read');
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="platewise-export-${dayIn(user.time_zone)}.json"`)
      .send(await started(exportText(app.db, app.workers, user)));
  });
  app.get('/api/export/food-log.csv', async (req, reply) => {
    const { user, scopes } = await requireUser(req);
    assertScope(scopes, 'read');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="platewise-food-log-${dayIn(user.time_zone)}.csv"`)
      .send(await started(foodLogCsv(app.db, app.workers, user)));
  });
  app.post('/api/import/preview', { bodyLimit: IMPORT_BODY_LIMIT, ...via('data.previewImport') }, (req, reply) => callerFor(req, reply).data.previewImport(req.body));
  app.post('/api/import', { bodyLimit: IMPORT_BODY_LIMIT, ...via('data.commitImport') }, (req, reply) => callerFor(req, reply).data.commitImport(req.body));
}

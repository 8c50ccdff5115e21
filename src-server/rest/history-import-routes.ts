import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { historyUploadQuery } from '../../src/schemas/history-import.ts';
import { requireUser } from '../plugins/auth.ts';
import { assertScope } from '../services/auth/token-scopes.ts';
import { readHistoryFile } from '../services/history-import/history-import-service.ts';
import { callerFor, via } from './caller.ts';

/** The upload alone, in its own scope: its body reaches the handler as the raw stream, whatever its type. */
async function uploadRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  const maxBytes = app.env.HISTORY_IMPORT_MAX_MB * 2 ** 20;
  // The file is counted as it streams (the handler's own check); the route's limit says the same for documentation.
  app.post('/api/history-imports', { bodyLimit: maxBytes }, async (req, reply) => {
    const { user, scopes } = await requireUser(req);
    // Whole files are imported from a signed-in session only, as the other imports are.
    assertScope(scopes, null);
    const { format, fileName } = historyUploadQuery.parse(req.query);
    const batch = await readHistoryFile(app.db, app.workers, user, format, fileName, req.body as Readable, maxBytes);
    return reply.status(201).send(batch);
  });
}

export async function historyImportRoutes(app: FastifyInstance) {
  await app.register(uploadRoute);
  app.get('/api/history-imports', via('historyImport.list'), (req, reply) => callerFor(req, reply).historyImport.list());
  app.post<{ Params: { id: string } }>('/api/history-imports/:id/import', via('historyImport.commit'), (req, reply) => callerFor(req, reply).historyImport.commit({ id: req.params.id }));
  app.delete<{ Params: { id: string } }>('/api/history-imports/:id', via('historyImport.undo'), (req, reply) => callerFor(req, reply).historyImport.undo({ id: req.params.id }));
}

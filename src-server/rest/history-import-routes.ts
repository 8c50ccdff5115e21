import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { HISTORY_PART_MAX_BYTES, historyBatchInput, historyPartHeaders, historyUploadQuery } from '../../src/schemas/history-import.ts';
import { requireUser } from '../plugins/auth.ts';
import { assertScope } from '../services/auth/token-scopes.ts';
import { readHistoryFile } from '../services/history-import/history-import-service.ts';
import { receivePart } from '../services/history-import/upload-service.ts';
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

/**
 * A part of a file sent in parts, at the offset its `Upload-Offset` header names (the last part of a
 * compressed file also says `Upload-Length`): any content type, read whole (a part is at most a few
 * MB) since it is stored as it is. Answers the bytes now held, or, once the file is whole, its
 * preview batch (201).
 */
async function partRoute(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.put<{ Params: { id: string } }>('/api/history-imports/uploads/:id', { bodyLimit: HISTORY_PART_MAX_BYTES }, async (req, reply) => {
    const { user, scopes } = await requireUser(req);
    assertScope(scopes, null);
    const { id } = historyBatchInput.parse(req.params);
    const headers = historyPartHeaders.parse(req.headers);
    const bytes = (req.body as Buffer | undefined) ?? Buffer.alloc(0);
    const answer = await receivePart(app.db, app.workers, user, id, headers['upload-offset'], bytes, headers['upload-length']);
    if ('batch' in answer) return reply.status(201).send(answer.batch);
    return reply.header('upload-offset', answer.upload.offset).send(answer.upload);
  });
}

export async function historyImportRoutes(app: FastifyInstance) {
  await app.register(uploadRoute);
  await app.register(partRoute);
  app.post('/api/history-imports/uploads', via('historyImport.startUpload', 201), async (req, reply) => reply.status(201).send(await callerFor(req, reply).historyImport.startUpload(req.body)));
  // HEAD answers the same header without the body.
  app.get<{ Params: { id: string } }>('/api/history-imports/uploads/:id', via('historyImport.uploadStatus'), async (req, reply) => {
    const upload = await callerFor(req, reply).historyImport.uploadStatus({ id: req.params.id });
    return reply.header('upload-offset', upload.offset).send(upload);
  });
  app.get('/api/history-imports', via('historyImport.list'), (req, reply) => callerFor(req, reply).historyImport.list());
  app.post<{ Params: { id: string } }>('/api/history-imports/:id/import', via('historyImport.commit'), (req, reply) => callerFor(req, reply).historyImport.commit({ id: req.params.id }));
  app.delete<{ Params: { id: string } }>('/api/history-imports/:id', via('historyImport.undo'), (req, reply) => callerFor(req, reply).historyImport.undo({ id: req.params.id }));
}

import type { FastifyInstance } from 'fastify';
import { bodyWith, callerFor, via } from './caller.ts';

type UserParams = { Params: { userId: string } };

/** REST shims over the admin procedures (403 for anyone but the instance's admin). */
export async function adminRoutes(app: FastifyInstance) {
  app.get('/api/admin/settings', via('admin.settings'), (req, reply) => callerFor(req, reply).admin.settings());
  app.put('/api/admin/signup-mode', via('admin.setSignupMode'), (req, reply) => callerFor(req, reply).admin.setSignupMode(req.body));
  app.get('/api/admin/users', via('admin.listUsers'), (req, reply) => callerFor(req, reply).admin.listUsers());
  app.put<UserParams>('/api/admin/users/:userId/disabled', via('admin.setUserDisabled'), (req, reply) =>
    callerFor(req, reply).admin.setUserDisabled(bodyWith(req.body, { userId: req.params.userId })),
  );
  app.put<UserParams>('/api/admin/users/:userId/role', via('admin.setUserRole'), (req, reply) =>
    callerFor(req, reply).admin.setUserRole(bodyWith(req.body, { userId: req.params.userId })),
  );
  app.delete<UserParams>('/api/admin/users/:userId', via('admin.deleteUser'), (req, reply) => callerFor(req, reply).admin.deleteUser({ userId: req.params.userId }));
  app.post<UserParams>('/api/admin/users/:userId/reset-link', via('admin.createResetLink', 201), async (req, reply) => {
    const link = await callerFor(req, reply).admin.createResetLink({ userId: req.params.userId });
    return reply.status(201).send(link);
  });
  app.get('/api/admin/invites', via('admin.listInvites'), (req, reply) => callerFor(req, reply).admin.listInvites());
  app.post('/api/admin/invites', via('admin.createInvite', 201), async (req, reply) => {
    const invite = await callerFor(req, reply).admin.createInvite(req.body ?? {});
    return reply.status(201).send(invite);
  });
  app.delete<{ Params: { inviteId: string } }>('/api/admin/invites/:inviteId', via('admin.revokeInvite'), (req, reply) =>
    callerFor(req, reply).admin.revokeInvite({ inviteId: Number(req.params.inviteId) }),
  );
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { callerFor } from './caller.ts';

export async function authRoutes(app: FastifyInstance) {
  app.post('/api/auth/register', async (req, reply) => {
    const user = await callerFor(req, reply).user.register(req.body as never);
    return reply.status(201).send(user);
  });
  app.post('/api/auth/login', (req, reply) => callerFor(req, reply).user.login(req.body as never));
  // The landing page's button navigates here; sign-in itself happens on the /auth screen.
  app.get('/api/auth/login', (_req, reply) => reply.redirect('/auth', 302));
  app.post('/api/auth/logout', (req, reply) => callerFor(req, reply).user.logout());
  app.post('/api/auth/logout-all', (req, reply) => callerFor(req, reply).user.signOutEverywhere());
  app.put('/api/auth/password', (req, reply) => callerFor(req, reply).user.changePassword(req.body as never));
  app.get('/api/auth/user', async (req, reply) => {
    const user = await callerFor(req, reply).user.me();
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    return user;
  });
  app.post('/api/auth/onboarding', (req, reply) => callerFor(req, reply).user.onboard(req.body as never));
  app.put('/api/auth/profile', (req, reply) => callerFor(req, reply).user.updateProfile(req.body as never));
  app.delete('/api/auth/account', (req, reply) => callerFor(req, reply).user.deleteAccount());
  app.get('/api/user-profile', (req, reply) => callerFor(req, reply).user.profile());
  app.get('/api/auth/tokens', (req, reply) => callerFor(req, reply).user.listTokens());
  app.post('/api/auth/tokens', async (req, reply) => {
    const created = await callerFor(req, reply).user.createToken(req.body as never);
    return reply.status(201).send(created);
  });
  app.delete<{ Params: { id: string } }>('/api/auth/tokens/:id', (req, reply) =>
    callerFor(req, reply).user.revokeToken({ id: Number(req.params.id) }),
  );
}

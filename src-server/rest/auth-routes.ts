import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { callerFor, via } from './caller.ts';

export async function authRoutes(app: FastifyInstance) {
  app.post('/api/auth/register', via('user.register', 201), async (req, reply) => {
    const user = await callerFor(req, reply).user.register(req.body);
    return reply.status(201).send(user);
  });
  app.post('/api/auth/login', via('user.login'), (req, reply) => callerFor(req, reply).user.login(req.body));
  // The landing page's button navigates here; sign-in itself happens on the /auth screen.
  app.get('/api/auth/login', (_req, reply) => reply.redirect('/auth', 302));
  app.post('/api/auth/logout', via('user.logout'), (req, reply) => callerFor(req, reply).user.logout());
  app.post('/api/auth/logout-all', via('user.signOutEverywhere'), (req, reply) => callerFor(req, reply).user.signOutEverywhere());
  app.put('/api/auth/password', via('user.changePassword'), (req, reply) => callerFor(req, reply).user.changePassword(req.body));
  app.get('/api/auth/user', via('user.me'), async (req, reply) => {
    const user = await callerFor(req, reply).user.me();
    if (!user) throw new AppError('UNAUTHORIZED', 'signInRequired');
    return user;
  });
  app.post('/api/auth/onboarding', via('user.onboard'), (req, reply) => callerFor(req, reply).user.onboard(req.body));
  app.put('/api/auth/profile', via('user.updateProfile'), (req, reply) => callerFor(req, reply).user.updateProfile(req.body));
  app.delete('/api/auth/account', via('user.deleteAccount'), (req, reply) => callerFor(req, reply).user.deleteAccount());
  app.put('/api/auth/language', via('user.setLanguage'), (req, reply) => callerFor(req, reply).user.setLanguage(req.body));
  app.post('/api/auth/welcome', via('user.welcome'), (req, reply) => callerFor(req, reply).user.welcome());
  app.get('/api/user-profile', via('user.profile'), (req, reply) => callerFor(req, reply).user.profile());
  app.get('/api/auth/tokens', via('user.listTokens'), (req, reply) => callerFor(req, reply).user.listTokens());
  app.post('/api/auth/tokens', via('user.createToken', 201), async (req, reply) => {
    const created = await callerFor(req, reply).user.createToken(req.body);
    return reply.status(201).send(created);
  });
  app.get('/api/auth/config', via('user.authConfig'), (req, reply) => callerFor(req, reply).user.authConfig());
  app.post('/api/auth/forgot-password', via('user.forgotPassword'), (req, reply) => callerFor(req, reply).user.forgotPassword(req.body));
  app.post('/api/auth/reset-password', via('user.resetPassword'), (req, reply) => callerFor(req, reply).user.resetPassword(req.body));
  app.post('/api/auth/sign-in-link', via('user.requestSignInLink'), (req, reply) => callerFor(req, reply).user.requestSignInLink(req.body));
  app.post('/api/auth/sign-in-link/use', via('user.signInWithLink'), (req, reply) => callerFor(req, reply).user.signInWithLink(req.body));
  app.get<{ Querystring: { token?: string } }>('/api/auth/invites/check', via('user.checkInvite'), (req, reply) => callerFor(req, reply).user.checkInvite({ token: req.query.token }));
  app.delete<{ Params: { id: string } }>('/api/auth/tokens/:id', via('user.revokeToken'), (req, reply) =>
    callerFor(req, reply).user.revokeToken({ id: Number(req.params.id) }),
  );
}

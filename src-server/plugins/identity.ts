import type { Configuration } from 'openid-client';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { oidcSettings } from '../env-identity.ts';
import { createMailer, type SendMail } from '../services/auth/mailer.ts';
import { oidcConfiguration } from '../services/auth/oidc-client.ts';
import { Outbox } from '../services/auth/outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mail through SMTP_URL; null when SMTP is not configured. */
    mailer: SendMail | null;
    /** E-mail composed and sent after the answer (services/auth/outbox.ts); null when SMTP is not configured. */
    outbox: Outbox | null;
    /** The OpenID provider's configuration, discovered on first use; null when OIDC is not configured. */
    oidc: (() => Promise<Configuration>) | null;
  }
}

export const identityPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer(app.env);
  app.decorate('mailer', mailer);
  const outbox = mailer && new Outbox(mailer, (err, task) => app.log.error({ err, task }, 'e-mail not sent'));
  app.decorate('outbox', outbox);
  // Mail asked for before the stop still goes out, before the database closes.
  app.addHook('onClose', () => outbox?.drain());
  const settings = oidcSettings(app.env);
  app.decorate('oidc', settings ? oidcConfiguration(settings) : null);
});

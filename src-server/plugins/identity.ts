import type { Configuration } from 'openid-client';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { oidcSettings } from '../env-identity.ts';
import { createMailer, type SendMail } from '../services/auth/mailer.ts';
import { oidcConfiguration } from '../services/auth/oidc-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mail through SMTP_URL; null when SMTP is not configured. */
    mailer: SendMail | null;
    /** The OpenID provider's configuration, discovered on first use; null when OIDC is not configured. */
    oidc: (() => Promise<Configuration>) | null;
  }
}

export const identityPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('mailer', createMailer(app.env));
  const settings = oidcSettings(app.env);
  app.decorate('oidc', settings ? oidcConfiguration(settings) : null);
});

import nodemailer from 'nodemailer';
import type { Env } from '../../env.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/** Sends through SMTP_URL from SMTP_FROM; null when SMTP is not configured. */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'SMTP_FROM'>): SendMail | null {
  if (!env.SMTP_URL || !env.SMTP_FROM) return null;
  const transport = nodemailer.createTransport(env.SMTP_URL);
  const from = env.SMTP_FROM;
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

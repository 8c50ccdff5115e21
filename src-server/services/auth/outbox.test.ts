import { describe, expect, it } from 'vitest';
import type { Mail } from './mailer.ts';
import { Outbox } from './outbox.ts';

const mail = (to: string): Mail => ({ to, subject: 'Hello', text: 'Hi' });

describe('the e-mail outbox', () => {
  it('runs the work after the caller returns, logs a failing task by name, and drains the rest', async () => {
    const sent: string[] = [];
    const failures: [string, string][] = [];
    const outbox = new Outbox(
      async (m) => {
        await new Promise((r) => setTimeout(r, 20));
        sent.push(m.to);
      },
      (error, task) => failures.push([task, (error as Error).message]),
    );
    outbox.queue('first', async () => mail('a@example.com'));
    outbox.queue('broken', async () => {
      throw new Error('database down');
    });
    outbox.queue('nothing to send', async () => undefined);
    for (const to of ['b@example.com', 'c@example.com']) outbox.queue('more', async () => mail(to));
    expect(sent).toEqual([]);
    await outbox.drain();
    expect(sent.sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(failures).toEqual([['broken', 'database down']]);
    await outbox.drain();
  });

  it('logs a mail the SMTP server refuses', async () => {
    const failures: string[] = [];
    const outbox = new Outbox(
      () => Promise.reject(new Error('550 mailbox unavailable')),
      (error) => failures.push((error as Error).message),
    );
    outbox.queue('reset link', async () => mail('a@example.com'));
    await outbox.drain();
    expect(failures).toEqual(['550 mailbox unavailable']);
  });
});

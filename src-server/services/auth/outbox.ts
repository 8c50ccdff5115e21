import type { Mail, SendMail } from './mailer.ts';

/** Composes one e-mail (reading and writing the database as needed); undefined sends nothing. */
export type Compose = () => Promise<Mail | undefined>;

/** At most this many compose-and-send tasks at once, so a burst of requests cannot flood the database or the SMTP server. */
const CONCURRENCY = 2;
/** Past this many waiting tasks new ones are dropped and logged; the request limits keep a real queue far shorter. */
const MAX_WAITING = 1_000;

/**
 * E-mail composed and sent after the answer: the request only queues it, so neither the answer nor
 * its timing depends on whether an account exists or on how slow the SMTP server is. In process, not
 * in the database: a task lost in a crash is an e-mail the person asks for again. Each failure is
 * logged with its task's name, and `drain` lets the app finish the queue when it closes.
 */
export class Outbox {
  readonly #send: SendMail;
  readonly #log: (error: unknown, task: string) => void;
  readonly #waiting: { name: string; compose: Compose }[] = [];
  readonly #idle: (() => void)[] = [];
  #running = 0;
  #scheduled = false;

  constructor(send: SendMail, log: (error: unknown, task: string) => void) {
    this.#send = send;
    this.#log = log;
  }

  queue(name: string, compose: Compose): void {
    if (this.#waiting.length >= MAX_WAITING) {
      this.#log(new Error(`e-mail queue full (${MAX_WAITING} waiting)`), name);
      return;
    }
    this.#waiting.push({ name, compose });
    // Started on a later turn of the event loop, so the task's work never runs inside the request's.
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => {
        this.#scheduled = false;
        this.#pump();
      });
    }
  }

  /** Resolves once every queued task has finished (at close, and for tests that wait for the mail). */
  drain(): Promise<void> {
    if (this.#idleNow()) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #idleNow() {
    return this.#running === 0 && this.#waiting.length === 0 && !this.#scheduled;
  }

  #pump() {
    while (this.#running < CONCURRENCY && this.#waiting.length > 0) {
      const task = this.#waiting.shift()!;
      this.#running++;
      void this.#run(task.name, task.compose);
    }
    if (this.#idleNow()) for (const resolve of this.#idle.splice(0)) resolve();
  }

  async #run(name: string, compose: Compose) {
    try {
      const mail = await compose();
      if (mail) await this.#send(mail);
    } catch (error) {
      this.#log(error, name);
    } finally {
      this.#running--;
      this.#pump();
    }
  }
}

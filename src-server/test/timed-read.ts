import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** One `GET /api/food-logs` as this user, in milliseconds: how fast others are served while heavy work runs. */
export function timedRead(app: FastifyInstance, cookie: string) {
  return async () => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/food-logs', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return performance.now() - started;
  };
}

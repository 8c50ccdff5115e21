import { describe, expect, it, vi } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';
import { routesOf } from '../test/route-table.ts';

vi.mock('fastify', async (original) => (await import('../test/route-table.ts')).recordRoutes(await original()));

const t = useTestApp();

describe('OpenAPI document', () => {
  it('describes every REST route that calls a procedure, from the same schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const described = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const shims = routesOf(t.app)
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/trpc') && !['/api/health', '/api/openapi.json', '/api/export/food-log.csv', '/api/mcp'].includes(r.url))
      .filter((r) => !(r.method === 'GET' && r.url === '/api/auth/login'))
      // Browser redirects to and from the OpenID provider, not API calls.
      .filter((r) => !r.url.startsWith('/api/auth/oidc/'))
      // A history file's raw bytes, streamed to its reader rather than to a procedure (decisions 104, 116).
      .filter((r) => !(r.method === 'POST' && r.url === '/api/history-imports'))
      .filter((r) => !(r.method === 'PUT' && r.url === '/api/history-imports/uploads/:id'))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(described.sort()).toEqual([...new Set(shims)].sort());

    const create = doc.paths['/api/food-logs'].post;
    expect(Object.keys(create.responses)).toContain('201');
    expect(create.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['date', 'mealType', 'foodName', 'calories']));
    expect(create.responses['201'].content['application/json'].schema.properties.id).toBeDefined();
    const progress = doc.paths['/api/daily-progress'].get;
    expect(progress.parameters).toEqual([expect.objectContaining({ name: 'date', in: 'query', required: false })]);
    expect(Object.keys(progress.responses['200'].content['application/json'].schema.properties)).toEqual(['date', 'meals', 'macros', 'targets']);
    expect(doc.paths['/api/food-logs/{id}'].delete.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
  });

  it('describes the body of every success, from the output schema of its procedure', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const undescribed = Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, { content?: { 'application/json': { schema: object } } }> }>>)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, success: Object.entries(op.responses).find(([status]) => status.startsWith('2'))![1] })))
      .filter(({ success }) => Object.keys(success.content?.['application/json'].schema ?? {}).length === 0)
      .map(({ route }) => route);
    // The download of data.exportAll's parts merged into one document (decision 106).
    expect(undescribed).toEqual(['GET /api/export']);
  });

  it('matches what the server answers: a logged entry has exactly the documented fields', async () => {
    const { cookie } = await signUp(t.app);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const entry = { date: '2026-03-04', mealType: 'lunch', foodName: 'Apple', quantity: '1 medium', calories: 95, protein: 0.5, carbs: 25, fats: 0.3 };
    const created = (await t.app.inject({ method: 'POST', url: '/api/food-logs', headers: { cookie }, payload: entry })).json();
    expect(Object.keys(created).sort()).toEqual(Object.keys(doc.paths['/api/food-logs'].post.responses['201'].content['application/json'].schema.properties).sort());
  });
});

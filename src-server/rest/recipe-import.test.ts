import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecipeDraftDto } from '../../src/schemas/user-recipe.ts';
import { signUp, useTestApp } from '../test/app.ts';
import { rowCounts } from '../test/owned-data.ts';
import { GRAPH_PAGE, MISSPELT_PAGE, startRecipeSite } from '../test/recipe-pages.ts';

const site = await startRecipeSite();
afterAll(() => site.close());
// Tests serve their pages on loopback, which only this setting lets an import reach.
const t = useTestApp({ RECIPE_IMPORT_ALLOW_HOSTS: '127.0.0.1', RECIPE_IMPORT_TIMEOUT_MS: '1000' });
const strict = useTestApp();

const importPage = async (app: typeof t, body: object) => {
  const user = await signUp(app.app);
  return app.app.inject({ method: 'POST', url: '/api/recipes/import', headers: { cookie: user.cookie }, payload: body });
};

describe('recipe import from a page', () => {
  it('reads JSON-LD in @graph with an array of types, HowToSection steps, durations and yields, and matches each line or leaves it to fix', async () => {
    const res = await importPage(t, { url: site.url('/graph') });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json() as RecipeDraftDto;
    expect(draft).toMatchObject({ name: 'Banana Oat Pancakes & Honey', servings: 4, prepMinutes: 10, cookMinutes: 90, sourceUrl: site.url('/graph') });
    expect(draft.steps).toEqual([
      { text: 'Mash the bananas.', minutes: null },
      { text: 'Stir in the oats and milk.', minutes: null },
      { text: 'Fry spoonfuls for 3 minutes a side.', minutes: 6 },
    ]);
    const [banana, oats, milk, unknown] = draft.lines;
    expect(banana).toMatchObject({ line: '2 medium bananas, mashed', match: { name: expect.stringMatching(/banana/i), amount: expect.stringMatching(/^2\b/) } });
    expect(banana!.match!.grams).toBeGreaterThan(150);
    expect(oats!.match).toMatchObject({ name: expect.stringMatching(/oat/i), grams: 200 });
    expect(milk!.match).toMatchObject({ name: expect.stringMatching(/milk/i) });
    expect(milk!.match!.grams).toBeGreaterThan(200);
    expect(unknown).toEqual({ line: '1 pinch of zzqx glorp', match: null });
  });

  it('finds the Recipe among several script blocks (skipping a broken one), follows a redirect, and takes pasted HTML', async () => {
    const scripts = (await importPage(t, { url: site.url('/scripts') })).json() as RecipeDraftDto;
    expect(scripts).toMatchObject({ name: 'Plain rice', servings: 2, prepMinutes: null, cookMinutes: 25, steps: [{ text: 'Rinse the rice.' }, { text: 'Simmer for 20 minutes.' }] });
    expect(scripts.lines.every((l) => l.match)).toBe(true);
    expect(((await importPage(t, { url: site.url('/moved') })).json() as RecipeDraftDto).name).toBe('Banana Oat Pancakes & Honey');
    const pasted = (await importPage(t, { html: GRAPH_PAGE })).json() as RecipeDraftDto;
    expect(pasted).toMatchObject({ name: 'Banana Oat Pancakes & Honey', sourceUrl: null });
  });

  it('matches an ingredient whose food word is misspelt to the food it names', async () => {
    const draft = (await importPage(t, { html: MISSPELT_PAGE })).json() as RecipeDraftDto;
    expect(draft.lines.map((l) => l.match?.name)).toEqual([expect.stringMatching(/^Broccoli/), expect.stringMatching(/^Garlic/)]);
  });

  it('fills in what a page leaves out, and says when a page has no recipe', async () => {
    const missing = (await importPage(t, { url: site.url('/missing') })).json() as RecipeDraftDto;
    expect(missing).toMatchObject({ name: 'Toast', servings: 1, steps: [], prepMinutes: null, cookMinutes: null });
    const none = await importPage(t, { url: site.url('/no-recipe') });
    expect(none.statusCode).toBe(422);
    expect(none.json().issues).toEqual([{ path: 'url', message: 'No schema.org Recipe data was found on this page' }]);
  });

  it.each([
    ['a redirect to a private address', '/to-private', /private/],
    ['a redirect to the link-local metadata address', '/to-metadata', /private/],
    ['a redirect to IPv6 loopback', '/to-ipv6-loopback', /private/],
    ['endless redirects', '/loop', /redirects too many times/],
    ['a page over 2 MB', '/huge', /larger than 2 MB/],
    ['a page slower than the time limit', '/slow', /took longer than/],
    ['a page that is not there', '/gone', /answered 404/],
  ])('refuses %s with a 400 naming url, storing nothing', async (_, path, message) => {
    const before = await rowCounts(t.database.db);
    const res = await importPage(t, { url: site.url(path) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'url', message: expect.stringMatching(message) }]);
    expect((await rowCounts(t.database.db)).recipes).toBe(before.recipes);
  });
});

describe('recipe import without the test setting', () => {
  it.each([
    ['loopback by address', () => site.url('/graph')],
    ['loopback by a name that resolves to it', () => `http://localhost:${site.port}/graph`],
    ['IPv6 loopback', () => `http://[::1]:${site.port}/graph`],
    ['IPv4 loopback written as IPv6', () => `http://[::ffff:127.0.0.1]:${site.port}/graph`],
    ['a private network address', () => 'http://192.168.1.10/recipe'],
    ['a link-local address', () => 'http://169.254.169.254/latest'],
    ['an IPv6 link-local address', () => 'http://[fe80::1]/recipe'],
  ])('refuses %s', async (_, url) => {
    const res = await importPage(strict, { url: url() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'url', message: 'This address is private, loopback or link-local' }]);
  });

  it('refuses loopback written as an IPv4-compatible IPv6 address, [::127.0.0.1], and fetches nothing', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests += 1;
      res.setHeader('content-type', 'text/html').end(GRAPH_PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await importPage(strict, { url: `http://[::127.0.0.1]:${(server.address() as AddressInfo).port}/` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'url', message: 'This address is private, loopback or link-local' }]);
      expect(requests).toBe(0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [body, field] of [[{}, 'url'], [{ url: 'ftp://example.com/x' }, 'url'], [{ url: 'https://example.com', html: '<p>' }, 'url'], [{ html: 'x'.repeat(2 * 1024 * 1024 + 1) }, 'html']] as const) {
      const res = await importPage(strict, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().issues[0].path).toBe(field);
    }
  });
});

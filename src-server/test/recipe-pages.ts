import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const page = (...scripts: unknown[]) =>
  `<!doctype html><html><head><title>Recipe</title>${scripts
    .map((s) => `<script type="application/ld+json">${typeof s === 'string' ? s : JSON.stringify(s)}</script>`)
    .join('\n')}</head><body><h1>A recipe</h1><p>Long story first&hellip;</p></body></html>`;

/** Shaped like a WordPress recipe plugin's page: one block with @graph, the Recipe among the page's nodes, HowToSection steps. */
export const GRAPH_PAGE = page({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Kitchen Notes' },
    { '@type': ['WebPage', 'ItemPage'], name: 'Banana oat pancakes' },
    {
      '@type': ['Recipe', 'NewsArticle'],
      name: 'Banana Oat Pancakes &amp; Honey',
      recipeYield: ['4', '4 servings'],
      prepTime: 'PT10M',
      cookTime: 'PT1H30M',
      recipeIngredient: ['2 medium bananas, mashed', '200 g rolled oats', '1 cup (240 ml) whole milk', '1 pinch of zzqx glorp'],
      recipeInstructions: [
        { '@type': 'HowToSection', name: 'Batter', itemListElement: [{ '@type': 'HowToStep', text: 'Mash the bananas.' }, { '@type': 'HowToStep', text: 'Stir in the oats and milk.' }] },
        { '@type': 'HowToSection', name: 'Cook', itemListElement: [{ '@type': 'HowToStep', text: 'Fry spoonfuls for <b>3 minutes</b> a side.', performTime: 'PT6M' }] },
      ],
    },
  ],
});

/** Several blocks, the first one broken and another a breadcrumb; the Recipe alone in the last, with plain-text steps and a numeric yield. */
export const SCRIPTS_PAGE = page(
  '{ "broken": ',
  { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
  { '@context': 'https://schema.org', '@type': 'Recipe', name: 'Plain rice', recipeYield: 2, totalTime: 'PT25M', recipeIngredient: ['1 cup white rice', '2 cups water'], recipeInstructions: 'Rinse the rice.\nSimmer for 20 minutes.' },
);

/** Only a name and ingredients. */
export const MISSING_PAGE = page({ '@context': 'http://schema.org', '@type': 'Recipe', name: 'Toast', recipeIngredient: ['2 slices white bread'] });

/** Ingredient lines typed in a hurry, with misspelt food words. */
export const MISSPELT_PAGE = page({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Greens', recipeIngredient: ['2 cups chopped brocoli', '3 cloves garlick, minced'] });

/** A local stand-in for recipe sites, with the pages an import must refuse; `port` for building addresses. */
export async function startRecipeSite() {
  const server = createServer((req, res) => {
    const html = (body: string) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(body);
    };
    const path = req.url ?? '/';
    if (path === '/graph') return html(GRAPH_PAGE);
    if (path === '/scripts') return html(SCRIPTS_PAGE);
    if (path === '/missing') return html(MISSING_PAGE);
    if (path === '/no-recipe') return html('<html><body>No data here</body></html>');
    if (path === '/moved') return res.writeHead(302, { location: '/graph' }).end();
    if (path === '/to-private') return res.writeHead(302, { location: 'http://10.0.0.7/recipe' }).end();
    if (path === '/to-metadata') return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    if (path === '/to-ipv6-loopback') return res.writeHead(307, { location: `http://[::1]:${(server.address() as AddressInfo).port}/graph` }).end();
    if (path === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (path === '/slow') {
      const timer = setTimeout(() => html(GRAPH_PAGE), 3000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (path === '/huge') {
      // No length given: the reader must stop counting at 2 MB.
      res.setHeader('content-type', 'text/html');
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 40; i++) res.write(chunk);
      return res.end();
    }
    res.statusCode = 404;
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

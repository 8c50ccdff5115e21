import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Products the stand-in knows, by barcode, in Open Food Facts' JSON shape. */
const PRODUCTS: Record<string, unknown> = {
  '0049000028911': {
    product_name: 'Sparkling Lemon Water',
    brands: 'Fizzco, Other',
    categories: 'Beverages, Waters',
    serving_size: '1 can (355 ml)',
    serving_quantity: 355,
    nutriments: { 'energy-kcal_100g': 4, proteins_100g: 0, carbohydrates_100g: 1, fat_100g: 0, sugars_100g: '0.5', sodium_100g: 0.01 },
  },
  '5000000000005': { product_name: 'Mystery', nutriments: {} },
  '5012345678900': {
    product_name: 'Crunchy Peanut Butter',
    brands: 'Nutty',
    serving_size: '1 tbsp (16 g)',
    serving_quantity: 16,
    nutriments: { 'energy-kcal_100g': 600, proteins_100g: 25, carbohydrates_100g: 16, fat_100g: 50 },
  },
};

/** A stand-in for Open Food Facts' product API on this machine; `requests` lists the paths asked for. */
export async function startFakeOpenFoodFacts() {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const code = /product\/(\d+)\.json/.exec(req.url ?? '')?.[1];
    res.setHeader('content-type', 'application/json');
    const product = code ? PRODUCTS[code] : undefined;
    if (product) {
      res.end(JSON.stringify({ status: 1, product }));
    } else {
      res.statusCode = 404;
      res.end('{"status":0}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

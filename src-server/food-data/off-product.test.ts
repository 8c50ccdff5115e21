import { describe, expect, it } from 'vitest';
import { readOffProduct, type OffFields } from './off-product.ts';

function fields(product: Record<string, string>, nutriments: Record<string, number>): OffFields {
  return {
    text: (key) => product[key]?.trim() ?? '',
    number: (key) => (product[key] ? Number(product[key]) : null),
    nutrient: (key) => nutriments[key] ?? null,
    tags: (key) => (product[key] ? product[key].split(',') : []),
    languageNames: () => new Map(Object.entries(product).filter(([k]) => /^product_name_[a-z]{2}$/.test(k)).map(([k, v]): [string, string] => [k.slice(-2), v])),
  };
}

const MACROS = { proteins_100g: 7, carbohydrates_100g: 64, fat_100g: 20 };

describe('readOffProduct', () => {
  it('takes kcal from kJ and sodium from salt when only those are given', () => {
    const read = readOffProduct(fields({ code: '8412345678905', product_name: 'Galletas de avena', brands: 'Valle Sol, Grupo Sol', serving_size: '25 g', serving_quantity: '25', categories_tags: 'en:snacks,en:biscuits' }, { ...MACROS, 'energy-kj_100g': 1966, salt_100g: 0.7 }));
    expect(read.status).toBe('read');
    if (read.status !== 'read') return;
    expect(read.food).toMatchObject({ sourceId: 'off:8412345678905', gtinUpc: '8412345678905', brand: 'Valle Sol', category: 'Biscuits', portions: [{ label: '25 g', grams: 25 }] });
    expect(read.food.per100.calories).toBeCloseTo(469.9, 1);
    expect(read.food.per100.sodium).toBeCloseTo(280, 6);
  });

  it('keeps the names in other languages that differ from the main one, as search reads them', () => {
    const read = readOffProduct(fields({ code: '4006381333931', product_name: 'Vollkornbrot', product_name_de: 'Vollkornbrot', product_name_es: 'Pan integral de centeno', product_name_fr: ' Pain complet ' }, { ...MACROS, 'energy-kcal_100g': 464 }));
    expect(read.status === 'read' && [...read.names]).toEqual([
      ['es', { name: 'Pan integral de centeno', words: 'pan integral de centeno' }],
      ['fr', { name: 'Pain complet', words: 'pain complet' }],
    ]);
  });

  it('skips products without a scannable barcode or without energy and the three macros', () => {
    expect(readOffProduct(fields({ code: 'fr-4056-local', product_name: 'Quiche' }, { ...MACROS, 'energy-kcal_100g': 464 }))).toEqual({ status: 'skipped', reason: 'no scannable barcode' });
    expect(readOffProduct(fields({ code: '4012345000016', product_name: 'Kräutertee' }, {}))).toEqual({ status: 'skipped', reason: 'no nutrition data' });
    expect(readOffProduct(fields({ code: '4012345000016', product_name: 'Kräutertee' }, { 'energy-kcal_100g': 2, proteins_100g: 0 }))).toEqual({ status: 'skipped', reason: 'incomplete nutrition data' });
  });
});

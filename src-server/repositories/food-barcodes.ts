import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { offSourceId } from '../food-data/off-product.ts';

/** The same product is printed as UPC-A (12 digits) or EAN-13/GTIN-14 with leading zeros. */
export function barcodeVariants(code: string): string[] {
  const bare = code.replace(/^0+/, '');
  return [...new Set([code, bare, bare.padStart(12, '0'), bare.padStart(13, '0'), bare.padStart(14, '0')])];
}

/** One spelling for every printing of a code: its GTIN-14. */
export function canonicalBarcode(code: string): string {
  return code.replace(/^0+/, '').padStart(14, '0');
}

/**
 * A food with this barcode from the local data: the user's own first, then imported ones. Products
 * kept from Open Food Facts are left to the day-long cache in barcode_lookups.
 */
export async function findFoodIdByBarcode(db: Database, code: string, userId: string | null = null): Promise<number | undefined> {
  const row = await db
    .selectFrom('foods')
    .select('id')
    .where('gtin_upc', 'in', barcodeVariants(code))
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
    .where((eb) => eb.not(eb.and([eb('source', '=', 'branded'), eb('source_id', 'like', 'off:%')])))
    .orderBy(sql`user_id is null`)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

export interface BarcodeLookup {
  foodId: number | null;
  /** Asked within the last day: answer from here, without asking Open Food Facts again. */
  fresh: boolean;
}

export async function findBarcodeLookup(db: Database, code: string): Promise<BarcodeLookup | undefined> {
  const row = await db
    .selectFrom('barcode_lookups')
    .select(['food_id', sql<boolean>`checked_at > now() - interval '1 day'`.as('fresh')])
    .where('code', '=', canonicalBarcode(code))
    .executeTakeFirst();
  return row ? { foodId: row.food_id, fresh: row.fresh } : undefined;
}

/** Remembers Open Food Facts' answer for a day: the product's food, or null when it has none. */
export async function saveBarcodeLookup(db: Database, code: string, foodId: number | null): Promise<void> {
  await db
    .insertInto('barcode_lookups')
    .values({ code: canonicalBarcode(code), food_id: foodId })
    .onConflict((oc) => oc.column('code').doUpdateSet({ food_id: foodId, checked_at: sql`now()` }))
    .execute();
}

/** The food kept for an Open Food Facts product. */
export async function findOffFoodId(db: Database, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('foods').select('id').where('source', '=', 'branded').where('source_id', '=', offSourceId(code)).executeTakeFirst();
  return row?.id;
}

/**
 * Records products imported from an Open Food Facts export as its answer for their barcodes, as of
 * now: lookups find them with no internet, and an instance that may ask refreshes them after a day.
 */
export async function saveImportedBarcodes(db: Database, products: { code: string; sourceId: string }[]): Promise<void> {
  if (products.length === 0) return;
  await sql`
    insert into barcode_lookups (code, food_id)
    select distinct on (v.canonical) v.canonical, f.id
    from unnest(${products.map((p) => p.sourceId)}::text[], ${products.map((p) => canonicalBarcode(p.code))}::text[]) as v(source_id, canonical)
    join foods f on f.source = 'branded' and f.source_id = v.source_id and f.user_id is null
    order by v.canonical, f.id
    on conflict (code) do update set food_id = excluded.food_id, checked_at = now()
  `.execute(db);
}

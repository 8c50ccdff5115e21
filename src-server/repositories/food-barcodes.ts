import type { Database } from '../db/database.ts';

/** The same product is printed as UPC-A (12 digits) or EAN-13/GTIN-14 with leading zeros. */
export function barcodeVariants(code: string): string[] {
  const bare = code.replace(/^0+/, '');
  return [...new Set([code, bare, bare.padStart(12, '0'), bare.padStart(13, '0'), bare.padStart(14, '0')])];
}

export async function findFoodIdByBarcode(db: Database, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('foods').select('id').where('gtin_upc', 'in', barcodeVariants(code)).orderBy('id').executeTakeFirst();
  return row?.id;
}

import { isValidGtin, upcEToUpcA } from '../../../src/domain/gtin.ts';

/** The product barcodes the scanner reads, as the Barcode Detection API names them. */
export const PRODUCT_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'] as const;

/**
 * A detected barcode → the code to look up: UPC-E written out as the UPC-A it stands for (how
 * databases list it); null for a code that is not a valid product number (a misread).
 */
export function productCode(rawValue: string, format: string): string | null {
  const digits = rawValue.trim();
  if (!/^\d+$/.test(digits)) return null;
  if (format === 'upc_e') return upcEToUpcA(digits);
  if (!(PRODUCT_FORMATS as readonly string[]).includes(format)) return null;
  return isValidGtin(digits) ? digits : null;
}

export type CameraProblem = 'denied' | 'noCamera' | 'inUse' | 'insecure' | 'failed';

/** What to tell the user when the camera cannot be opened, from getUserMedia's error name. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noCamera';
  if (name === 'NotReadableError') return 'inUse';
  if (name === 'NoMediaDevices') return 'insecure';
  return 'failed';
}

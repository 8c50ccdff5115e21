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

/** What to tell the user when the camera cannot be opened, from getUserMedia's error name. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Camera permission was denied. Allow the camera for this site in your browser settings, or type the barcode instead.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'No camera was found on this device. Type the barcode instead.';
  }
  if (name === 'NotReadableError') return 'The camera is in use by another app. Close it and try again.';
  if (name === 'NoMediaDevices') return 'This browser cannot open a camera here (it needs a secure https:// page). Type the barcode instead.';
  return 'The camera could not be started. Type the barcode instead.';
}

import { createHash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** A random secret with 160 bits of entropy, safe for cookies and headers. */
export function generateSecret(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * Only this hash (SHA-256, hex) is stored, so a leaked database cannot be replayed as sessions or
 * tokens. Node's native hash: every signed-in request computes it, and it is ~10x cheaper than one in JavaScript.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

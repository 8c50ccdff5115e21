/** Where the app was heading before sign-in, checked before it is followed (client and server). */

const ORIGIN = 'https://platewise.invalid';

function hasControlCharacter(value: string): boolean {
  return [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

/**
 * A path inside this app, or undefined. Only a relative path that stays on this origin is followed:
 * `//evil.example`, `/\evil.example`, `https://…`, `javascript:` and control characters are refused,
 * so the sign-in page cannot be used to send someone elsewhere. `/auth` itself is refused (no loop).
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN || url.pathname === '/auth' || url.pathname === '/') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

import type { TokenScope } from '../../../src/schemas/user.ts';
import { AppError } from '../../errors.ts';

/**
 * The calls beyond reading a `log` token may make: food, weight and water entries, and reading a
 * meal description or a nutrition-label photo into foods and amounts (both store nothing; an assistant
 * logging a meal or a packaged food needs them).
 * Undoing a history import removes entries as the removals here do; importing a file stays session-only.
 */
const LOGGING = new Set([
  'foodLog.create',
  'foodLog.logPortion',
  'foodLog.quickAdd',
  'foodLog.update',
  'foodLog.remove',
  'weight.create',
  'weight.remove',
  'water.add',
  'water.remove',
  'ai.parseFood',
  'customFood.scanLabel',
  'historyImport.undo',
]);

/**
 * Never through a token, whatever its scopes: managing tokens, credentials and the account, and
 * importing whole files. Most are writes outside LOGGING anyway; listing them keeps the rule plain.
 */
const NEVER = new Set([
  'user.listTokens',
  'user.createToken',
  'user.revokeToken',
  'user.changePassword',
  'user.signOutEverywhere',
  'user.deleteAccount',
  'user.updateProfile',
  'user.onboard',
  'data.previewImport',
  'data.commitImport',
]);

/** The scope a token needs for this procedure, or null when no token may call it. */
export function scopeFor(path: string, type: string): TokenScope | null {
  // Instance administration is never through a token either.
  if (NEVER.has(path) || path.startsWith('admin.')) return null;
  if (type === 'query') return 'read';
  return LOGGING.has(path) ? 'log' : null;
}

/** Cookie sessions (no scopes) may call anything; a token only what its scopes allow (403 otherwise). */
export function assertScope(scopes: readonly TokenScope[] | undefined, needed: TokenScope | null) {
  if (!scopes) return;
  if (needed === null) throw new AppError('FORBIDDEN', 'apiTokenForbidden');
  if (!scopes.includes(needed)) throw new AppError('FORBIDDEN', 'apiTokenScopeMissing', { params: { scope: needed } });
}

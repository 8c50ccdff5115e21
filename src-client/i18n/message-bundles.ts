import type { Namespace } from '../locales/en/index.ts';

/**
 * Namespaces that load together, built into one file per language: on a phone's network each file
 * before the first paint costs a round trip, more than its bytes (decision 082).
 */
export const messageBundles = {
  /** The signed-in app's chrome: menus, footer, waiting and tour marks. */
  chrome: ['layout', 'navigation', 'offline', 'tour'],
  /** The dashboard's panels (the food log's messages stay the food log's own). */
  dashboard: ['dashboard', 'coach', 'water', 'activity', 'weight'],
} as const satisfies Record<string, readonly Namespace[]>;

/** The build's chunk for a messages file (`…/locales/de/tour.json` → `messages-de-chrome`), null if in no bundle. */
export function messageBundleChunk(moduleId: string): string | null {
  const match = /[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(moduleId);
  if (!match) return null;
  const [, language, namespace] = match;
  const bundle = Object.entries(messageBundles).find(([, namespaces]) => namespaces.some((n) => n === namespace));
  return bundle ? `messages-${language}-${bundle[0]}` : null;
}

import type { Namespace } from '../locales/en/index.ts';
import { i18n } from './i18n.ts';

/**
 * A route's `loader`: its screen's messages load while its code does, so the screen renders once,
 * complete, instead of suspending (and blanking the page) when it first asks for them.
 */
export function loadMessages(...namespaces: Namespace[]) {
  return async () => {
    await i18n.loadNamespaces(namespaces);
  };
}

import type { AnyRoute, StaticDataRouteOption } from '@tanstack/react-router';
import { i18n } from '../i18n/i18n.ts';
import type { Namespace } from '../locales/en/index.ts';
import type { RouterContext } from './router.ts';
import type { TrpcUtils } from './trpc.ts';

declare module '@tanstack/react-router' {
  /**
   * What a screen needs for its first paint besides its code, named on its route so it can be asked
   * for before the session is known (`preloadScreen`) as well as by the route's loader.
   */
  interface StaticDataRouteOption {
    /** Its message namespaces. */
    messages?: readonly Namespace[];
    /** Starts fetching the data it opens on. */
    prefetch?: (trpc: TrpcUtils) => void;
  }
}

/** What a screen needs (a route's `staticData`). */
export type ScreenNeeds = StaticDataRouteOption;

/** Asks for the data and the messages a screen needs; done when the messages are in. */
export async function askForScreenNeeds({ messages, prefetch }: ScreenNeeds, trpc: TrpcUtils): Promise<void> {
  prefetch?.(trpc);
  if (messages) await i18n.loadNamespaces([...messages]);
}

/** A route's `loader`: what its `staticData` names, while its code loads. */
export function loadScreen({ context, route }: { context: RouterContext; route: AnyRoute }): Promise<void> {
  return askForScreenNeeds(route.options.staticData ?? {}, context.trpc);
}

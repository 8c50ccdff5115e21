import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { messageBundles } from '../i18n/message-bundles.ts';
import { routeTree } from '../routeTree.gen.ts';
import { preloadScreen, type AppRouter } from './router.ts';
import type { TrpcUtils } from './trpc.ts';

/** The tRPC prefetches a start-up makes, before any session is known (no cached user). */
function recordingTrpc() {
  const calls: string[] = [];
  const procedure = (name: string) => ({
    getData: () => undefined,
    prefetch: async (input?: { date: string }) => void calls.push(`${name} ${input?.date ?? ''}`.trim()),
  });
  const trpc = new Proxy({}, { get: (_, router) => new Proxy({}, { get: (__, proc) => procedure(`${String(router)}.${String(proc)}`) }) }) as TrpcUtils;
  return { trpc, calls };
}

function routerAt(url: string, trpc: TrpcUtils): AppRouter {
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), context: { queryClient: new QueryClient(), trpc } }) as unknown as AppRouter;
}

afterEach(() => vi.restoreAllMocks());

describe('preloadScreen', () => {
  it("asks for the dashboard's messages and today's numbers as the app starts", () => {
    const loaded = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    const { trpc, calls } = recordingTrpc();
    preloadScreen(routerAt('/dashboard', trpc), trpc);
    const namespaces = loaded.mock.calls.flatMap(([ns]) => [ns].flat());
    expect(namespaces).toEqual(expect.arrayContaining([...messageBundles.chrome, ...messageBundles.dashboard]));
    expect(calls).toContainEqual(expect.stringMatching(/^foodLog\.dailyProgress \d{4}-\d{2}-\d{2}$/));
  });

  it("asks for the food log's messages and today's numbers as the app starts", () => {
    const loaded = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    const { trpc, calls } = recordingTrpc();
    preloadScreen(routerAt('/food-log', trpc), trpc);
    expect(loaded.mock.calls.flatMap(([ns]) => [ns].flat())).toContain('food-log');
    expect(calls).toContainEqual(expect.stringMatching(/^foodLog\.dailyProgress \d{4}-\d{2}-\d{2}$/));
  });

  it('asks only for messages on a screen that opens on no shared data', () => {
    const loaded = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    const { trpc, calls } = recordingTrpc();
    preloadScreen(routerAt('/food-swaps', trpc), trpc);
    expect(loaded.mock.calls.flatMap(([ns]) => [ns].flat())).toContain('food-swaps');
    expect(calls).toEqual([]);
  });
});

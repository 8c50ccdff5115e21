import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { messageBundles } from '../i18n/message-bundles.ts';
import { routeTree } from '../routeTree.gen.ts';
import { preloadScreen, type AppRouter } from './router.ts';
import type { TrpcUtils } from './trpc.ts';

/** The tRPC calls a start-up makes, before any session is known. */
function recordingTrpc() {
  const calls: string[] = [];
  const prefetch = (name: string) => async (input?: { date: string }) => void calls.push(`${name} ${input?.date ?? ''}`.trim());
  const trpc = {
    user: { me: { getData: () => undefined } },
    foodLog: { dailyProgress: { prefetch: prefetch('foodLog.dailyProgress') } },
    activity: { day: { prefetch: prefetch('activity.day') } },
  } as unknown as TrpcUtils;
  return { trpc, calls };
}

function routerAt(url: string, trpc: TrpcUtils): AppRouter {
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), context: { queryClient: new QueryClient(), trpc } }) as unknown as AppRouter;
}

afterEach(() => vi.restoreAllMocks());

describe('preloadScreen', () => {
  it("asks for the dashboard's messages and today's data as the app starts", () => {
    const loaded = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    const { trpc, calls } = recordingTrpc();
    preloadScreen(routerAt('/dashboard', trpc), trpc);
    const namespaces = loaded.mock.calls.flatMap(([ns]) => [ns].flat());
    expect(namespaces).toEqual(expect.arrayContaining([...messageBundles.chrome, ...messageBundles.dashboard]));
    // The food log's words belong to the panels below the first paint, which load them with their code.
    expect(namespaces).not.toContain('food-log');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/^foodLog\.dailyProgress \d{4}-\d{2}-\d{2}$/);
    expect(calls[1]).toBe(`activity.day ${calls[0]!.split(' ')[1]}`);
  });

  it('asks only for messages on a screen that opens on no shared data', () => {
    const loaded = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    const { trpc, calls } = recordingTrpc();
    preloadScreen(routerAt('/food-swaps', trpc), trpc);
    expect(loaded.mock.calls.flatMap(([ns]) => [ns].flat())).toContain('food-swaps');
    expect(calls).toEqual([]);
  });
});

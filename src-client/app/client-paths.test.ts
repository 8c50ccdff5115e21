import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { CLIENT_PATHS, isClientPath } from '../../src/client-paths.ts';
import { routeTree } from '../routeTree.gen.ts';
import type { TrpcUtils } from './trpc.ts';

describe('the screens the server knows', () => {
  it('are exactly the routes of the client', () => {
    const router = createRouter({ routeTree, history: createMemoryHistory(), context: { queryClient: new QueryClient(), trpc: {} as TrpcUtils } });
    expect([...CLIENT_PATHS].sort()).toEqual(Object.keys(router.routesByPath).sort());
  });

  it('ignore the query and a trailing slash', () => {
    expect(isClientPath('/food-log?tab=voice')).toBe(true);
    expect(isClientPath('/dashboard/')).toBe(true);
    expect(isClientPath('/no-such-page')).toBe(false);
    expect(isClientPath('/dashboard/extra')).toBe(false);
  });
});

import type { UserDto } from '../../src/schemas/user.ts';
import { trpc } from '../app/trpc.ts';

/** The `user.me` query: `null` when signed out. Cached forever; refreshed by setData/invalidate. */
export function useCurrentUser() {
  return trpc.user.me.useQuery();
}

/** The signed-in user, or null while loading or signed out. */
export function useUser(): UserDto | null {
  return useCurrentUser().data ?? null;
}

import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { UserDto } from '../../../src/schemas/user.ts';
import { safeReturnPath } from '../../../src/domain/return-path.ts';
import { trpc } from '../../app/trpc.ts';

/** After sign-in or registration: store the user, refresh `user.me`, go back where the link pointed, else home. */
export function useAuthSuccess(): (user: UserDto) => Promise<void> {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const router = useRouter();
  const back = safeReturnPath(useSearch({ strict: false }).redirect);
  return useCallback(
    async (user: UserDto) => {
      utils.user.me.setData(undefined, user);
      await utils.user.me.invalidate();
      if (back) router.history.push(back);
      else await navigate({ to: '/' });
    },
    [navigate, router, utils, back],
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { UserDto } from '../../../src/schemas/user.ts';
import { trpc } from '../../app/trpc.ts';

/** After sign-in or registration: store the user, refresh `user.me`, go home. */
export function useAuthSuccess(): (user: UserDto) => Promise<void> {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return useCallback(
    async (user: UserDto) => {
      utils.user.me.setData(undefined, user);
      await utils.user.me.invalidate();
      await navigate({ to: '/' });
    },
    [navigate, utils],
  );
}

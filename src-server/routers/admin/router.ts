import { router } from '../../trpc/init.ts';
import { createResetLink } from './create-reset-link.ts';
import { deleteUser } from './delete-user.ts';
import { createInvite, listInvites, revokeInvite } from './invites.ts';
import { listUsers } from './list-users.ts';
import { setSignupMode } from './set-signup-mode.ts';
import { setUserDisabled } from './set-user-disabled.ts';
import { setUserRole } from './set-user-role.ts';
import { settings } from './settings.ts';

export const adminRouter = router({
  settings,
  setSignupMode,
  listUsers,
  setUserDisabled,
  setUserRole,
  deleteUser,
  createResetLink,
  listInvites,
  createInvite,
  revokeInvite,
});

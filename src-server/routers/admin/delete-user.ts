import { adminUserIdInput } from '../../../src/schemas/admin.ts';
import { deleteUserAsAdmin } from '../../services/admin/users.ts';
import { adminProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

export const deleteUser = adminProcedure.input(checked(adminUserIdInput)).mutation(async ({ ctx, input }) => {
  await deleteUserAsAdmin(ctx.db, ctx.user, input.userId);
  ctx.req.server.signedInCache.forgetUser(input.userId);
  return { success: true };
});

import { adminUserIdInput } from '../../../src/schemas/admin.ts';
import { deleteUserAsAdmin } from '../../services/admin/users.ts';
import { successDto } from '../../../src/schemas/outcomes.ts';
import { adminProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

export const deleteUser = adminProcedure.input(checked(adminUserIdInput)).output(checked(successDto)).mutation(async ({ ctx, input }) => {
  await deleteUserAsAdmin(ctx.db, ctx.user, input.userId);
  ctx.req.server.signedInCache.forgetUser(input.userId);
  return { success: true };
});

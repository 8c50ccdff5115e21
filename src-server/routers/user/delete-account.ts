import { successDto } from '../../../src/schemas/outcomes.ts';
import { clearSessionCookie } from '../../plugins/auth.ts';
import { deleteAccount as remove } from '../../services/users/profile-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const deleteAccount = protectedProcedure.output(checked(successDto)).mutation(async ({ ctx }) => {
  await remove(ctx.db, ctx.user.id);
  clearSessionCookie(ctx.req, ctx.res);
  return { success: true };
});

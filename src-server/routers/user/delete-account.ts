import { clearSessionCookie } from '../../plugins/auth.ts';
import { deleteAccount as remove } from '../../services/users/profile-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

export const deleteAccount = protectedProcedure.mutation(async ({ ctx }) => {
  await remove(ctx.db, ctx.user.id);
  clearSessionCookie(ctx.req, ctx.res);
  return { success: true };
});

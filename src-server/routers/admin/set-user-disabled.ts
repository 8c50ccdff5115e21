import { setUserDisabledInput } from '../../../src/schemas/admin.ts';
import { setUserDisabled as save } from '../../services/admin/users.ts';
import { adminProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

export const setUserDisabled = adminProcedure.input(checked(setUserDisabledInput)).mutation(async ({ ctx, input }) => {
  await save(ctx.db, ctx.user, input.userId, input.disabled);
  // Their sessions are gone from the database; this instance forgets them now, others within seconds.
  ctx.req.server.signedInCache.forgetUser(input.userId);
  return { success: true };
});

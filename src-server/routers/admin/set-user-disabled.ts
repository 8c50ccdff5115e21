import { setUserDisabledInput } from '../../../src/schemas/admin.ts';
import { setUserDisabled as save } from '../../services/admin/users.ts';
import { successDto } from '../../../src/schemas/outcomes.ts';
import { adminProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

export const setUserDisabled = adminProcedure.input(checked(setUserDisabledInput)).output(checked(successDto)).mutation(async ({ ctx, input }) => {
  await save(ctx.db, ctx.user, input.userId, input.disabled);
  // Their sessions are gone from the database; this instance forgets them now, others within seconds.
  ctx.req.server.signedInCache.forgetUser(input.userId);
  return { success: true };
});

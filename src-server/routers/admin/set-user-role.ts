import { setUserRoleInput, userRoleDto } from '../../../src/schemas/admin.ts';
import { setUserRole as save } from '../../services/admin/admin-role.ts';
import { checked } from '../../trpc/checked.ts';
import { adminProcedure } from './procedure.ts';

export const setUserRole = adminProcedure
  .input(checked(setUserRoleInput))
  .output(checked(userRoleDto))
  .mutation(async ({ ctx, input }) => {
    const changed = await save(ctx.db, input.userId, input.role);
    // Their role is read with their session: this instance forgets it now, others within seconds.
    ctx.req.server.signedInCache.forgetUser(input.userId);
    return changed;
  });

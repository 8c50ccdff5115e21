import { adminUserIdInput, oneTimeLinkDto } from '../../../src/schemas/admin.ts';
import { publicOrigin } from '../../env.ts';
import { resetLinkFor } from '../../services/admin/users.ts';
import { adminProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

export const createResetLink = adminProcedure
  .input(checked(adminUserIdInput))
  .output(checked(oneTimeLinkDto))
  .mutation(({ ctx, input }) => resetLinkFor(ctx.db, ctx.user, input.userId, publicOrigin(ctx.env)));

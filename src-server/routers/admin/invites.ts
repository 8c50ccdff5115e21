import { z } from 'zod';
import { createInviteInput, inviteDto, inviteIdInput, oneTimeLinkDto } from '../../../src/schemas/admin.ts';
import { successDto } from '../../../src/schemas/outcomes.ts';
import { publicOrigin } from '../../env.ts';
import { createInvite as create, listInvites as list, revokeInvite as revoke } from '../../services/admin/invites.ts';
import { adminProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

export const listInvites = adminProcedure.output(checked(z.array(inviteDto))).query(({ ctx }) => list(ctx.db));

export const createInvite = adminProcedure
  .input(checked(createInviteInput))
  .output(checked(oneTimeLinkDto))
  .mutation(({ ctx, input }) => create(ctx.db, ctx.user.id, input.expiresInDays, publicOrigin(ctx.env)));

export const revokeInvite = adminProcedure.input(checked(inviteIdInput)).output(checked(successDto)).mutation(async ({ ctx, input }) => {
  await revoke(ctx.db, input.inviteId);
  return { success: true };
});

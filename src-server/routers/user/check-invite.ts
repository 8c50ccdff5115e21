import { inviteCheckDto, inviteTokenInput } from '../../../src/schemas/user.ts';
import { checkInvite as check } from '../../services/auth/invite-check.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Whether an invite link can still be used, so its screen can say so before the form is filled in. */
export const checkInvite = publicProcedure.input(checked(inviteTokenInput)).output(checked(inviteCheckDto)).query(({ ctx, input }) => check(ctx.db, ctx.env, input.token));

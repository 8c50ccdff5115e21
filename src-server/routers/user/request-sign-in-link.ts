import { z } from 'zod';
import { signInLinkRequestInput } from '../../../src/schemas/user.ts';
import { publicOrigin } from '../../env.ts';
import { requestSignInLink as request } from '../../services/auth/sign-in-link.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const SIGN_IN_LINK_SENT = 'If an account uses this address, a sign-in link is on its way. It works once, for 15 minutes.';

/** Same answer, after the same work, whether or not the address has an account; limited per client address. */
export const requestSignInLink = publicProcedure
  .input(checked(signInLinkRequestInput))
  .output(checked(z.object({ message: z.string() })))
  .mutation(async ({ ctx, input }) => {
    await ctx.req.server.limitSignInLinks(ctx.req, ctx.res);
    request(ctx.db, ctx.env, ctx.req.server.outbox, input.email, publicOrigin(ctx.env));
    return { message: SIGN_IN_LINK_SENT };
  });

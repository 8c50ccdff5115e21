import { signInLinkInput, userDto } from '../../../src/schemas/user.ts';
import { issueDevice } from '../../plugins/device-cookie.ts';
import { signInWithLink as signIn } from '../../services/auth/sign-in-link.ts';
import { toUserDto } from '../../services/users/user-dto.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';
import { startSession } from './start-session.ts';

/** Signs in with an e-mailed one-time link; this browser becomes a known one, exempt from the account's throttle. */
export const signInWithLink = publicProcedure.input(checked(signInLinkInput)).output(checked(userDto)).mutation(async ({ ctx, input }) => {
  const signedIn = await signIn(ctx.db, ctx.env, input.token);
  await startSession(ctx, signedIn);
  await issueDevice(ctx.req, ctx.res, signedIn.user.id);
  return toUserDto(signedIn.user);
});

import { registerInput, userDto } from '../../../src/schemas/user.ts';
import { register as registerUser } from '../../services/auth/auth-service.ts';
import { toUserDto } from '../../services/users/user-dto.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { startSession } from './start-session.ts';
import { checked } from '../../trpc/checked.ts';

export const register = publicProcedure.input(checked(registerInput)).output(checked(userDto)).mutation(async ({ ctx, input }) => {
  await ctx.req.server.limitSignUps(ctx.req, ctx.res);
  const signedIn = await registerUser(ctx.db, ctx.env, input);
  await startSession(ctx, signedIn);
  return toUserDto(signedIn.user);
});

import { registerInput, userDto } from '../../../src/schemas/user.ts';
import { register as registerUser } from '../../services/auth/auth-service.ts';
import { toUserDto } from '../../services/users/user-dto.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { startSession } from './start-session.ts';

export const register = publicProcedure.input(registerInput).output(userDto).mutation(async ({ ctx, input }) => {
  const signedIn = await registerUser(ctx.db, input, ctx.req.ip, ctx.env.RATE_LIMIT_SIGNUPS_PER_HOUR);
  await startSession(ctx, signedIn);
  return toUserDto(signedIn.user);
});

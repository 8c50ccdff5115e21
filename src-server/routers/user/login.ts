import { loginInput, userDto } from '../../../src/schemas/user.ts';
import { login as loginUser } from '../../services/auth/auth-service.ts';
import { toUserDto } from '../../services/users/user-dto.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { startSession } from './start-session.ts';

export const login = publicProcedure.input(loginInput).output(userDto).mutation(async ({ ctx, input }) => {
  const signedIn = await loginUser(ctx.db, input, ctx.req.ip);
  await startSession(ctx, signedIn);
  return toUserDto(signedIn.user);
});

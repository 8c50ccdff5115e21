import { loginInput, userDto } from '../../../src/schemas/user.ts';
import { issueDevice, readDevice } from '../../plugins/device-cookie.ts';
import { login as loginUser } from '../../services/auth/auth-service.ts';
import { RateLimitedError } from '../../services/auth/login-throttle.ts';
import { toUserDto } from '../../services/users/user-dto.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { startSession } from './start-session.ts';
import { checked } from '../../trpc/checked.ts';

export const login = publicProcedure.input(checked(loginInput)).output(checked(userDto)).mutation(async ({ ctx, input }) => {
  const signedIn = await loginUser(ctx.db, ctx.env, input, { ip: ctx.req.ip, device: await readDevice(ctx.req) }).catch((error: unknown) => {
    if (error instanceof RateLimitedError) ctx.res.header('retry-after', error.retryAfterSeconds);
    throw error;
  });
  await startSession(ctx, signedIn);
  await issueDevice(ctx.req, ctx.res, signedIn.user.id);
  return toUserDto(signedIn.user);
});

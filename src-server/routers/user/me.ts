import { userDto } from '../../../src/schemas/user.ts';
import { publicProcedure } from '../../trpc/init.ts';
import { toUserDto } from '../../services/users/user-dto.ts';
import { checked } from '../../trpc/checked.ts';

/** The signed-in user, or null: the client routes by this. */
export const me = publicProcedure.output(checked(userDto.nullable())).query(async ({ ctx }) => {
  const auth = await ctx.req.auth();
  return auth ? toUserDto(auth.user) : null;
});

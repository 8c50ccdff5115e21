import { userDto } from '../../../src/schemas/user.ts';
import { toUserDto } from '../../services/users/user-dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The caller's profile; unlike `me` it requires a session. */
export const profile = protectedProcedure.output(checked(userDto)).query(({ ctx }) => toUserDto(ctx.user));

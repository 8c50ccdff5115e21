import { profileInput, userDto } from '../../../src/schemas/user.ts';
import { updateProfile as update } from '../../services/users/profile-service.ts';
import { toUserDto } from '../../services/users/user-dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const updateProfile = protectedProcedure
  .input(checked(profileInput))
  .output(checked(userDto))
  .mutation(async ({ ctx, input }) => toUserDto(await update(ctx.db, ctx.user.id, input)));

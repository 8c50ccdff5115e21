import { profileInput, profileSaveDto } from '../../../src/schemas/user.ts';
import { updateProfile as update } from '../../services/users/profile-service.ts';
import { toUserDto } from '../../services/users/user-dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Saves the profile; `keptTargets` says when an accepted or hand-set target was kept and would be replaced. */
export const updateProfile = protectedProcedure
  .input(checked(profileInput))
  .output(checked(profileSaveDto))
  .mutation(async ({ ctx, input }) => {
    const { user, keptTargets } = await update(ctx.db, ctx.user.id, input);
    return { ...toUserDto(user), keptTargets };
  });

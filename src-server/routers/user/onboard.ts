import { onboardingInput, userDto } from '../../../src/schemas/user.ts';
import { completeOnboarding } from '../../services/users/profile-service.ts';
import { toUserDto } from '../../services/users/user-dto.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const onboard = protectedProcedure
  .input(checked(onboardingInput))
  .output(checked(userDto))
  .mutation(async ({ ctx, input }) => toUserDto(await completeOnboarding(ctx.db, ctx.user.id, input)));

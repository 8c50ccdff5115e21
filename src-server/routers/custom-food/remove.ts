import { customFoodIdInput } from '../../../src/schemas/custom-food.ts';
import { removedDto } from '../../../src/schemas/outcomes.ts';
import { deleteOwnFood } from '../../services/custom-foods/custom-food-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Deletes one of the caller's foods; entries logged from it stay, with their numbers. */
export const remove = protectedProcedure
  .input(checked(customFoodIdInput))
  .output(checked(removedDto))
  .mutation(({ ctx, input }) => deleteOwnFood(ctx.db, ctx.user, input.id));

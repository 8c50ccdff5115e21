import { z } from 'zod';
import { customFoodIdInput } from '../../../src/schemas/custom-food.ts';
import { deleteOwnFood } from '../../services/custom-foods/custom-food-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Deletes one of the caller's foods; entries logged from it stay, with their numbers. */
export const remove = protectedProcedure
  .input(checked(customFoodIdInput))
  .output(checked(z.object({ success: z.literal(true), id: z.number().int() })))
  .mutation(({ ctx, input }) => deleteOwnFood(ctx.db, ctx.user, input.id));

import { z } from 'zod';
import { customFoodIdInput } from '../../../src/schemas/custom-food.ts';
import { deleteOwnFood } from '../../services/custom-foods/custom-food-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** Deletes one of the caller's foods; entries logged from it stay, with their numbers. */
export const remove = protectedProcedure
  .input(customFoodIdInput)
  .output(z.object({ success: z.literal(true), id: z.number().int() }))
  .mutation(({ ctx, input }) => deleteOwnFood(ctx.db, ctx.user, input.id));

import { z } from 'zod';
import { customFoodDto } from '../../../src/schemas/custom-food.ts';
import { listOwnFoods } from '../../services/custom-foods/custom-food-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The caller's own foods, by name, with the numbers per serving they entered. */
export const list = protectedProcedure.output(checked(z.array(customFoodDto))).query(({ ctx }) => listOwnFoods(ctx.db, ctx.user));

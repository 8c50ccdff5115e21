import { z } from 'zod';
import { savedMealId } from '../../../src/schemas/saved-meal.ts';
import { removeMeal } from '../../services/saved-meals/saved-meals-service.ts';
import { removedDto } from '../../../src/schemas/outcomes.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const remove = protectedProcedure.input(checked(z.object({ id: savedMealId }))).output(checked(removedDto)).mutation(({ ctx, input }) => removeMeal(ctx.db, ctx.user, input.id));

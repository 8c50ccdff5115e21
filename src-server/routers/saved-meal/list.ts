import { z } from 'zod';
import { savedMealDto } from '../../../src/schemas/saved-meal.ts';
import { savedMeals } from '../../services/saved-meals/saved-meals-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The caller's saved meals, newest first, with their items and totals. */
export const list = protectedProcedure.output(checked(z.array(savedMealDto))).query(({ ctx }) => savedMeals(ctx.db, ctx.user));

import { router } from '../../trpc/init.ts';
import { generate } from './generate.ts';
import { get } from './get.ts';
import { list } from './list.ts';
import { logDay } from './log-day.ts';
import { logMeal } from './log-meal.ts';
import { remove } from './remove.ts';

export const mealPlanRouter = router({ generate, list, get, remove, logMeal, logDay });

import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../src-server/trpc/app-router.ts';

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;

/** One `foodLog.search` result: nutrition per default serving (portions[0], else 100 g). */
export type FoodResult = Outputs['foodLog']['search'][number];
export type CreateLogInput = Inputs['foodLog']['create'];
export type UpdateLogInput = Inputs['foodLog']['update'];

import { dataRouter } from '../routers/data/router.ts';
import { aiRouter } from '../routers/ai/router.ts';
import { foodLogRouter } from '../routers/food-log/router.ts';
import { weightRouter } from '../routers/weight/router.ts';
import { userRouter } from '../routers/user/router.ts';
import { mealPlanRouter } from '../routers/meal-plan/router.ts';
import { mealPrepRouter } from '../routers/meal-prep/router.ts';
import { router } from './init.ts';

export const appRouter = router({
  mealPlan: mealPlanRouter,
  mealPrep: mealPrepRouter,
  ai: aiRouter,
  user: userRouter,
  foodLog: foodLogRouter,
  weight: weightRouter,
  data: dataRouter,
});

export type AppRouter = typeof appRouter;

import { dataRouter } from '../routers/data/router.ts';
import { aiRouter } from '../routers/ai/router.ts';
import { foodLogRouter } from '../routers/food-log/router.ts';
import { weightRouter } from '../routers/weight/router.ts';
import { userRouter } from '../routers/user/router.ts';
import { mealPlanRouter } from '../routers/meal-plan/router.ts';
import { mealPrepRouter } from '../routers/meal-prep/router.ts';
import { goalRouter } from '../routers/goal/router.ts';
import { expenditureRouter } from '../routers/expenditure/router.ts';
import { waterRouter } from '../routers/water/router.ts';
import { activityRouter } from '../routers/activity/router.ts';
import { recipeRouter } from '../routers/recipe/router.ts';
import { customFoodRouter } from '../routers/custom-food/router.ts';
import { adminRouter } from '../routers/admin/router.ts';
import { savedMealRouter } from '../routers/saved-meal/router.ts';
import { nutrientsRouter } from '../routers/nutrients/router.ts';
import { historyImportRouter } from '../routers/history-import/router.ts';
import { router } from './init.ts';

export const appRouter = router({
  mealPlan: mealPlanRouter,
  mealPrep: mealPrepRouter,
  ai: aiRouter,
  user: userRouter,
  foodLog: foodLogRouter,
  weight: weightRouter,
  data: dataRouter,
  goal: goalRouter,
  expenditure: expenditureRouter,
  water: waterRouter,
  activity: activityRouter,
  recipe: recipeRouter,
  customFood: customFoodRouter,
  admin: adminRouter,
  savedMeal: savedMealRouter,
  nutrients: nutrientsRouter,
  historyImport: historyImportRouter,
});

export type AppRouter = typeof appRouter;

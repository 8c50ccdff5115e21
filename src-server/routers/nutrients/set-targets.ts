import { nutrientTargetsDto, setNutrientTargetsInput } from '../../../src/schemas/nutrients.ts';
import { setNutrientTargets } from '../../services/nutrients/nutrients-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Sets the caller's own targets; null puts a nutrient back on its DRI default. */
export const setTargets = protectedProcedure
  .input(checked(setNutrientTargetsInput))
  .output(checked(nutrientTargetsDto))
  .mutation(({ ctx, input }) => setNutrientTargets(ctx.db, ctx.user, input));

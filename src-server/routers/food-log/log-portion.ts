import { logPortionInput, portionLogDto } from '../../../src/schemas/portion-log.ts';
import { logPortion as log } from '../../services/food-log/log-portion.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** A database food by an amount in words ('1 cup', '2 large', '150 g'); the numbers come from the food. */
export const logPortion = protectedProcedure.input(checked(logPortionInput)).output(checked(portionLogDto)).mutation(({ ctx, input }) => log(ctx.db, ctx.user, input));

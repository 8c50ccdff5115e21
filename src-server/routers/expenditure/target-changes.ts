import { z } from 'zod';
import { targetChangeDto } from '../../../src/schemas/energy.ts';
import { targetHistory } from '../../services/energy/check-in-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** Every target change made at a check-in, oldest first. */
export const targetChanges = protectedProcedure.output(checked(z.array(targetChangeDto))).query(({ ctx }) => targetHistory(ctx.db, ctx.user));

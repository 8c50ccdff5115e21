import { z } from 'zod';
import { MET_ACTIVITIES } from '../../../src/domain/met-activities.ts';
import { metActivity } from '../../../src/schemas/activity.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The activities one can log by name, with their MET values (2011 Compendium). */
export const catalog = protectedProcedure.output(checked(z.array(metActivity))).query(() => [...MET_ACTIVITIES]);

import { z } from 'zod';
import { pickerOrder } from '../../../src/domain/activity-order.ts';
import { MET_ACTIVITIES } from '../../../src/domain/met-activities.ts';
import { catalogActivity } from '../../../src/schemas/activity.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

const PICKER = pickerOrder(MET_ACTIVITIES);

/** The activities one can log by name, with their MET values (2011 Compendium), light to vigorous within a kind. */
export const catalog = protectedProcedure.output(checked(z.array(catalogActivity))).query(() => PICKER);

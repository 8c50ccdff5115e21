import { router } from '../../trpc/init.ts';
import { create } from './create.ts';
import { get } from './get.ts';
import { list } from './list.ts';
import { remove } from './remove.ts';
import { scanLabel } from './scan-label.ts';
import { update } from './update.ts';

export const customFoodRouter = router({ list, get, create, update, remove, scanLabel });

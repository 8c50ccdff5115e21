import { router } from '../../trpc/init.ts';
import { create } from './create.ts';
import { list } from './list.ts';
import { log } from './log.ts';
import { remove } from './remove.ts';
import { rename } from './rename.ts';

export const savedMealRouter = router({ list, create, rename, remove, log });

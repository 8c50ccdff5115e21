import { router } from '../../trpc/init.ts';
import { create } from './create.ts';
import { list } from './list.ts';
import { progress } from './progress.ts';
import { remove } from './remove.ts';

export const weightRouter = router({ create, list, remove, progress });

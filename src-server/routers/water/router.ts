import { router } from '../../trpc/init.ts';
import { add } from './add.ts';
import { day } from './day.ts';
import { remove } from './remove.ts';
import { setTarget } from './set-target.ts';

export const waterRouter = router({ day, add, remove, setTarget });

import { router } from '../../trpc/init.ts';
import { get } from './get.ts';
import { history } from './history.ts';
import { set } from './set.ts';

export const goalRouter = router({ get, set, history });

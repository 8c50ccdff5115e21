import { router } from '../../trpc/init.ts';
import { accept } from './accept.ts';
import { checkIn } from './check-in.ts';
import { keep } from './keep.ts';
import { targetChanges } from './target-changes.ts';

export const expenditureRouter = router({ checkIn, accept, keep, targetChanges });

import { router } from '../../trpc/init.ts';
import { commit } from './commit.ts';
import { list } from './list.ts';
import { undo } from './undo.ts';

export const historyImportRouter = router({ list, commit, undo });

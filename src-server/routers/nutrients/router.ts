import { router } from '../../trpc/init.ts';
import { report } from './report.ts';
import { setTargets } from './set-targets.ts';
import { targets } from './targets.ts';

export const nutrientsRouter = router({ report, targets, setTargets });

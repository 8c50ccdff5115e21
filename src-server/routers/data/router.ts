import { router } from '../../trpc/init.ts';
import { exportAll } from './export-all.ts';
import { commitImport, previewImport } from './imports.ts';

export const dataRouter = router({ exportAll, previewImport, commitImport });

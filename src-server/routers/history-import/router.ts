import { router } from '../../trpc/init.ts';
import { commit } from './commit.ts';
import { list } from './list.ts';
import { startUpload } from './start-upload.ts';
import { undo } from './undo.ts';
import { uploadStatus } from './upload-status.ts';

export const historyImportRouter = router({ list, commit, undo, startUpload, uploadStatus });

import { router } from '../../trpc/init.ts';
import { create } from './create.ts';
import { dailyProgress, dailyTotals } from './daily-progress.ts';
import { favorites } from './favorites.ts';
import { list } from './list.ts';
import { remove } from './remove.ts';
import { restore } from './restore.ts';
import { search } from './search.ts';
import { setFavorite } from './set-favorite.ts';
import { update } from './update.ts';
import { barcode } from './barcode.ts';
import { quickAdd } from './quick-add.ts';
import { copy } from './copy.ts';
import { logPortion } from './log-portion.ts';
import { previewEdit } from './preview-edit.ts';

export const foodLogRouter = router({ search, barcode, create, list, update, remove, restore, dailyProgress, dailyTotals, favorites, setFavorite, quickAdd, copy, logPortion, previewEdit });

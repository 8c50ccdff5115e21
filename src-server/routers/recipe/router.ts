import { router } from '../../trpc/init.ts';
import { create } from './create.ts';
import { duplicate } from './duplicate.ts';
import { get } from './get.ts';
import { importPage } from './import-page.ts';
import { list } from './list.ts';
import { log } from './log.ts';
import { prep } from './prep.ts';
import { remove } from './remove.ts';
import { scale } from './scale.ts';
import { update } from './update.ts';

export const recipeRouter = router({ list, get, create, update, remove, duplicate, scale, log, importPage, prep });

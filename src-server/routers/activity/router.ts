import { router } from '../../trpc/init.ts';
import { add } from './add.ts';
import { catalog } from './catalog.ts';
import { day } from './day.ts';
import { remove } from './remove.ts';
import { setSettings } from './set-settings.ts';
import { setSteps } from './set-steps.ts';

export const activityRouter = router({ catalog, day, add, remove, setSteps, setSettings });

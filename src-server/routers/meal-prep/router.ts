import { router } from '../../trpc/init.ts';
import { complete } from './complete.ts';
import { generate } from './generate.ts';
import { save } from './save.ts';
import { sessions } from './sessions.ts';

export const mealPrepRouter = router({ generate, save, sessions, complete });

import { router } from '../../trpc/init.ts';
import { complete } from './complete.ts';
import { generate } from './generate.ts';
import { library } from './library.ts';
import { save } from './save.ts';
import { sessions } from './sessions.ts';

export const mealPrepRouter = router({ generate, library, save, sessions, complete });

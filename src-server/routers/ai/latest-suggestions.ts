import { latestSuggestionsDto } from '../../../src/schemas/ai.ts';
import { latestSuggestions as latest } from '../../services/ai/coach-service.ts';
import { pageLanguage } from '../../plugins/page-language.ts';
import { aiProcedure } from './procedure.ts';
import { checked } from '../../trpc/checked.ts';

/** The last stored daily suggestions for the user's today, and whether food was logged since. */
export const latestSuggestions = aiProcedure.output(checked(latestSuggestionsDto)).query(({ ctx }) => latest(ctx.db, ctx.user, pageLanguage(ctx.user.language ?? undefined, ctx.req.headers['accept-language'])));

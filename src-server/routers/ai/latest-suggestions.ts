import { latestSuggestions as latest } from '../../services/ai/coach-service.ts';
import { aiProcedure } from './procedure.ts';

/** The last stored daily suggestions for the user's today, and whether food was logged since. */
export const latestSuggestions = aiProcedure.query(({ ctx }) => latest(ctx.db, ctx.user));

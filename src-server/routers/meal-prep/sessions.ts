import { listSessions } from '../../services/meal-prep/meal-prep-service.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** The caller's saved sessions, newest first. */
export const sessions = protectedProcedure.query(({ ctx }) => listSessions(ctx.db, ctx.user));

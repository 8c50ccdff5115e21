import { listConversations } from '../../services/ai/meal-conversations.ts';
import { protectedProcedure } from '../../trpc/init.ts';

/** The caller's meal assistant conversations, last used first. */
export const conversations = protectedProcedure.query(({ ctx }) => listConversations(ctx.db, ctx.user));

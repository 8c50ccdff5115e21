import { z } from 'zod';
import { conversationSummaryDto } from '../../../src/schemas/meal-chat.ts';
import { listConversations } from '../../services/ai/meal-conversations.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** The caller's meal assistant conversations, last used first. */
export const conversations = protectedProcedure.output(checked(z.array(conversationSummaryDto))).query(({ ctx }) => listConversations(ctx.db, ctx.user));

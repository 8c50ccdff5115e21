import { conversationDto, conversationIdInput } from '../../../src/schemas/meal-chat.ts';
import { getConversation } from '../../services/ai/meal-conversations.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

/** One of the caller's conversations with every message and the recipes suggested in it. */
export const conversation = protectedProcedure.input(checked(conversationIdInput)).output(checked(conversationDto)).query(({ ctx, input }) => getConversation(ctx.db, ctx.user, input.id));

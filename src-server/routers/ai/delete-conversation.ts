import { conversationIdInput } from '../../../src/schemas/meal-chat.ts';
import { successDto } from '../../../src/schemas/outcomes.ts';
import { deleteConversation as remove } from '../../services/ai/meal-conversations.ts';
import { protectedProcedure } from '../../trpc/init.ts';
import { checked } from '../../trpc/checked.ts';

export const deleteConversation = protectedProcedure.input(checked(conversationIdInput)).output(checked(successDto)).mutation(({ ctx, input }) => remove(ctx.db, ctx.user, input.id));

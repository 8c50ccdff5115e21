import { suggestionPreferences, type EngineName, type MealSuggestion, type MealSuggestionsInput, type SuggestionPreferences } from '../../../src/schemas/ai.ts';
import { TITLE_CHARS, type ConversationDto, type ConversationMessage, type ConversationSummary } from '../../../src/schemas/meal-chat.ts';
import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import {
  appendMealTurn,
  deleteOwnMealConversation,
  findOwnMealConversation,
  insertMealConversation,
  listMealConversations,
  mealMessagesOf,
  type MealMessageRow,
} from '../../repositories/meal-conversations.ts';


/** The stored preferences of a turn; a row from before a field existed gets that field's default. */
export function preferencesOf(value: unknown): SuggestionPreferences {
  const parsed = suggestionPreferences.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : suggestionPreferences.parse(undefined);
}

/** The caller's conversation's messages, oldest first; another user's conversation is answered as missing. */
export async function conversationMessages(db: Database, user: UserRow, id: number): Promise<MealMessageRow[]> {
  const conversation = await findOwnMealConversation(db, user.id, id);
  if (!conversation) throw new AppError('NOT_FOUND', 'conversationNotFound');
  return mealMessagesOf(db, id);
}

/** Stores a question and its answer, starting a conversation titled by the question when there is none. */
export async function storeTurn(
  db: Database,
  user: UserRow,
  input: MealSuggestionsInput,
  answer: { content: string; suggestions: MealSuggestion[]; engine: EngineName },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = input.conversationId ?? (await insertMealConversation(trx, user.id, titleOf(input.message))).id;
    await appendMealTurn(trx, id, [
      { user_id: user.id, role: 'user', content: input.message, preferences: JSON.stringify(input.preferences) },
      { user_id: user.id, role: 'assistant', content: answer.content, suggestions: JSON.stringify(answer.suggestions), engine: answer.engine },
    ]);
    return id;
  });
}

function titleOf(message: string): string {
  const line = message.split('\n')[0]!.trim();
  return line.length > TITLE_CHARS ? `${line.slice(0, TITLE_CHARS - 1)}…` : line;
}

export async function listConversations(db: Database, user: UserRow): Promise<ConversationSummary[]> {
  const rows = await listMealConversations(db, user.id);
  return rows.map((r) => ({ id: r.id, title: r.title, updatedAt: new Date(r.updated_at).toISOString(), messageCount: Number(r.message_count ?? 0) }));
}

const toMessage = (m: MealMessageRow): ConversationMessage => ({
  id: m.id,
  role: m.role,
  content: m.content,
  suggestions: (m.suggestions as MealSuggestion[] | null) ?? [],
  engine: (m.engine as EngineName | null) ?? null,
  createdAt: new Date(m.created_at).toISOString(),
});

export async function getConversation(db: Database, user: UserRow, id: number): Promise<ConversationDto> {
  const conversation = await findOwnMealConversation(db, user.id, id);
  if (!conversation) throw new AppError('NOT_FOUND', 'conversationNotFound');
  const messages = await mealMessagesOf(db, id);
  return { id, title: conversation.title, updatedAt: new Date(conversation.updated_at).toISOString(), messages: messages.map(toMessage) };
}

export async function deleteConversation(db: Database, user: UserRow, id: number): Promise<{ success: true }> {
  if (!(await deleteOwnMealConversation(db, user.id, id))) throw new AppError('NOT_FOUND', 'conversationNotFound');
  return { success: true };
}

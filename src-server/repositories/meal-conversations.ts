import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { MealConversationsTable, MealMessagesTable } from '../db/schema.ts';

export type MealConversationRow = Selectable<MealConversationsTable>;
export type MealMessageRow = Selectable<MealMessagesTable>;

/** The user's conversations, last used first, with how many messages each holds. */
export function listMealConversations(db: Database, userId: string) {
  return db
    .selectFrom('meal_conversations as c')
    .select(['c.id', 'c.title', 'c.updated_at'])
    .select((eb) => eb.selectFrom('meal_messages as m').whereRef('m.conversation_id', '=', 'c.id').select((e) => e.fn.countAll<string>().as('n')).as('message_count'))
    .where('c.user_id', '=', userId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

export function findOwnMealConversation(db: Database, userId: string, id: number): Promise<MealConversationRow | undefined> {
  return db.selectFrom('meal_conversations').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function mealMessagesOf(db: Database, conversationId: number): Promise<MealMessageRow[]> {
  return db.selectFrom('meal_messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute();
}

export function insertMealConversation(db: Database, userId: string, title: string): Promise<MealConversationRow> {
  return db.insertInto('meal_conversations').values({ user_id: userId, title }).returningAll().executeTakeFirstOrThrow();
}

/** Adds a question and its answer at once, and marks the conversation as just used. */
export async function appendMealTurn(db: Database, conversationId: number, rows: Omit<Insertable<MealMessagesTable>, 'conversation_id'>[]): Promise<void> {
  await db.insertInto('meal_messages').values(rows.map((r) => ({ ...r, conversation_id: conversationId }))).execute();
  await db.updateTable('meal_conversations').set({ updated_at: new Date() }).where('id', '=', conversationId).execute();
}

export async function deleteOwnMealConversation(db: Database, userId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('meal_conversations').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

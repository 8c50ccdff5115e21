import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// The meal assistant's conversations (decision 061): each user turn with the preferences it was sent
// with, each reply with the recipes it suggested, so a follow-up keeps the context and a reload shows it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('meal_conversations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('meal_conversations_user_idx').on('meal_conversations').columns(['user_id', 'updated_at']).execute();

  await db.schema
    .createTable('meal_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('meal_conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('preferences', 'jsonb')
    .addColumn('suggestions', 'jsonb')
    .addColumn('engine', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('meal_messages_conversation_idx').on('meal_messages').columns(['conversation_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('meal_messages').execute();
  await db.schema.dropTable('meal_conversations').execute();
}

import { sql, type Kysely } from 'kysely';

// Frozen: never import application code here, never edit after release.
// The instance admin (decision 051): a role and a disabled mark on users, the instance's settings
// (the sign-up mode) shared by every instance, one-time invite and password-reset tokens (only
// their hashes), and the short-lived state of OpenID Connect sign-ins in progress (decision 050).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('role', 'text', (c) => c.notNull().defaultTo('member')).execute();
  await db.schema.alterTable('users').addColumn('disabled_at', 'timestamptz').execute();
  // The earliest account of an existing instance becomes its admin.
  await sql`update users set role = 'admin' where id = (select id from users order by created_at, id limit 1)`.execute(db);

  await db.schema
    .createTable('instance_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('invites')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('oidc_flows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_flows').execute();
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('invites').execute();
  await db.schema.dropTable('instance_settings').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}

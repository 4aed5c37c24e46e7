import { PostgresAdapter, sql, type Kysely } from 'kysely';

// better-auth's tables (users, sessions, credential accounts, verification tokens), in the
// names and types its schema check expects (src/server/auth/auth.ts maps them to snake_case).
// On SQLite better-auth stores dates as ISO-8601 text in `date` columns and booleans as 0/1;
// on PostgreSQL it uses timestamptz and boolean.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const date = postgres ? 'timestamptz' : 'date';
  const boolean = postgres ? 'boolean' : 'integer';
  const now = postgres ? sql`CURRENT_TIMESTAMP` : undefined;

  await db.schema
    .createTable('auth_users')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('email_verified', boolean, (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('created_at', date, (col) => (now ? col.notNull().defaultTo(now) : col.notNull()))
    .addColumn('updated_at', date, (col) => (now ? col.notNull().defaultTo(now) : col.notNull()))
    .addColumn('role', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('expires_at', date, (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', date, (col) => (now ? col.notNull().defaultTo(now) : col.notNull()))
    .addColumn('updated_at', date, (col) => col.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('user_id', 'text', (col) => col.notNull().references('auth_users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('auth_sessions_user_id_idx').on('auth_sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_accounts')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('account_id', 'text', (col) => col.notNull())
    .addColumn('provider_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('auth_users.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', date)
    .addColumn('refresh_token_expires_at', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', date, (col) => (now ? col.notNull().defaultTo(now) : col.notNull()))
    .addColumn('updated_at', date, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_accounts_user_id_idx').on('auth_accounts').column('user_id').execute();

  await db.schema
    .createTable('auth_verifications')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expires_at', date, (col) => col.notNull())
    .addColumn('created_at', date, (col) => (now ? col.notNull().defaultTo(now) : col.notNull()))
    .addColumn('updated_at', date, (col) => (now ? col.notNull().defaultTo(now) : col.notNull()))
    .execute();
  await db.schema.createIndex('auth_verifications_identifier_idx').on('auth_verifications').column('identifier').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_verifications').execute();
  await db.schema.dropTable('auth_accounts').execute();
  await db.schema.dropTable('auth_sessions').execute();
  await db.schema.dropTable('auth_users').execute();
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Sign-in at ASVS level 2 (decision 015):
// - auth_users.two_factor_enabled and auth_two_factors: better-auth's twoFactor plugin (TOTP
//   secret and backup codes, both encrypted by better-auth; its own lock after failed codes);
// - sign_in_throttle: failed sign-ins per e-mail address (hashed), whatever the client address,
//   shared by every process through the database.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const date = postgres ? 'timestamptz' : 'date';
  const boolean = postgres ? 'boolean' : 'integer';

  await db.schema
    .alterTable('auth_users')
    .addColumn('two_factor_enabled', boolean, (col) => col.notNull().defaultTo(postgres ? sql`false` : 0))
    .execute();

  await db.schema
    .createTable('auth_two_factors')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('backup_codes', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('auth_users.id').onDelete('cascade'))
    .addColumn('verified', boolean, (col) => col.notNull().defaultTo(postgres ? sql`true` : 1))
    .addColumn('failed_verification_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', date)
    .execute();
  await db.schema.createIndex('auth_two_factors_user_id_idx').on('auth_two_factors').column('user_id').execute();

  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('account_key', 'text', (col) => col.primaryKey().notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    // ISO-8601 UTC text, like the shop's other timestamps: compared as text on both databases.
    .addColumn('blocked_until', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sign_in_throttle_updated_at_idx').on('sign_in_throttle').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_throttle').execute();
  await db.schema.dropTable('auth_two_factors').execute();
  await db.schema.alterTable('auth_users').dropColumn('two_factor_enabled').execute();
}

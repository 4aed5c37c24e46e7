import { PostgresAdapter, type Kysely } from 'kysely';

// Operator accounts and the audit trail (decision 028):
// - auth_two_factors.last_totp_step: the newest 30-second step whose TOTP code was accepted for
//   the operator; a code of that step or an older one is refused (a code works once, ASVS 6.5.1);
// - auth_users.disabled_at: set by `npm run disable-operator`; such an account signs in no more
//   and its sessions end;
// - audit_log: who did what to accounts, orders and products, appended to and never changed;
//   rows older than a year are swept away.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('auth_two_factors').addColumn('last_totp_step', 'bigint').execute();
  await db.schema.alterTable('auth_users').addColumn('disabled_at', postgres ? 'timestamptz' : 'date').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', postgres ? 'bigint' : 'integer', (col) =>
      postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement(),
    )
    // ISO-8601 UTC text, like the shop's other timestamps.
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addColumn('event', 'varchar(40)', (col) => col.notNull())
    // The operator's (or the tried account's) e-mail; 'cli' for the server's commands.
    .addColumn('actor', 'varchar(254)')
    .addColumn('client_ip', 'varchar(64)')
    // What the event was about: an order number, a product id, an account's e-mail.
    .addColumn('subject', 'varchar(300)')
    .addColumn('details', 'varchar(1000)')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('auth_users').dropColumn('disabled_at').execute();
  await db.schema.alterTable('auth_two_factors').dropColumn('last_totp_step').execute();
}

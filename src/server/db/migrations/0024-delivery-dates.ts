import type { Kysely } from 'kysely';

// Delivery dates by PIN code (decision 037):
// - delivery_settings: the operator's one row (id 1): the shop's PIN, the daily cut-off, the
//   working days per zone and the holidays (JSON). No row: the defaults of shared/delivery.ts.
// - cod_blocked_pins: PIN codes where cash on delivery is not offered; a row each, so that an
//   order looks its PIN up by key.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().notNull())
    .addColumn('shop_pin', 'varchar(6)', (col) => col.notNull())
    .addColumn('cutoff', 'varchar(5)', (col) => col.notNull())
    .addColumn('zone_days', 'text', (col) => col.notNull())
    .addColumn('holidays', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('cod_blocked_pins')
    .addColumn('pin', 'varchar(6)', (col) => col.primaryKey().notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cod_blocked_pins').execute();
  await db.schema.dropTable('delivery_settings').execute();
}

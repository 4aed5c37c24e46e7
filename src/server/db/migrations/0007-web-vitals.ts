import { PostgresAdapter, type Kysely } from 'kysely';

// Real-user measurements (src/server/vitals): one row per metric of a page view. Rows older
// than 30 days are deleted by the report route now and then.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('web_vitals')
    .addColumn('id', postgres ? 'bigint' : 'integer', (col) =>
      postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('route', 'varchar(40)', (col) => col.notNull())
    .addColumn('metric', 'varchar(8)', (col) => col.notNull())
    .addColumn('value', 'double precision', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The summary reads the last 7 days and the clean-up deletes by age: both by created_at.
  // The other columns make it covering, so the summary reads the index alone.
  await db.schema
    .createIndex('web_vitals_recent')
    .on('web_vitals')
    .columns(['created_at', 'route', 'metric', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_vitals').execute();
}

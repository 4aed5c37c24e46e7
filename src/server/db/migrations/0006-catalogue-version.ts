import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The catalogue version: a value in `meta` (key 'catalogue_version') that every change to
// products or product_images replaces, by trigger, in the same transaction as the change. Every
// write counts, whoever makes it (routes, the seed, scripts, plain SQL), so caches keyed by
// the version (src/server/http/response-cache.ts) can never serve a catalogue that changed.
// The value is random rather than a count, so that a restored backup or a database made anew
// never brings back a version that a running process has kept answers for. PostgreSQL
// replaces it once per statement; SQLite has row triggers only (once per row).
//
// Also, on PostgreSQL, the search index (0005) gives up GIN's pending list: new entries wait
// there, unsorted, until a vacuum, and every search reads all of them (thousands of entries
// after a batch import cost about 10 ms per search). The catalogue changes rarely; its
// writes can afford to update the index in place.

const KEY = 'catalogue_version';
const TABLES = ['products', 'product_images'] as const;
const OPERATIONS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`insert into meta (key, value) values (${KEY}, gen_random_uuid()::text)`.execute(db);
    await sql`
      create function shop_catalogue_changed() returns trigger language plpgsql as $$
      begin
        update meta set value = gen_random_uuid()::text where key = 'catalogue_version';
        return null;
      end
      $$`.execute(db);
    await sql`alter index product_search_document set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list('product_search_document'::regclass)`.execute(db);
    for (const table of TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_catalogue_version`)}
        after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function shop_catalogue_changed()`.execute(db);
    }
  } else {
    await sql`insert into meta (key, value) values (${KEY}, lower(hex(randomblob(16))))`.execute(db);
    for (const table of TABLES) {
      for (const operation of OPERATIONS) {
        await sql`
          create trigger ${sql.id(`${table}_catalogue_version_${operation}`)}
          after ${sql.raw(operation)} on ${sql.id(table)} begin
            update meta set value = lower(hex(randomblob(16))) where key = 'catalogue_version';
          end`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of TABLES) await sql`drop trigger if exists ${sql.id(`${table}_catalogue_version`)} on ${sql.id(table)}`.execute(db);
    await sql`drop function if exists shop_catalogue_changed()`.execute(db);
    await sql`alter index product_search_document set (fastupdate = on)`.execute(db);
  } else {
    for (const table of TABLES) {
      for (const operation of OPERATIONS) await sql`drop trigger if exists ${sql.id(`${table}_catalogue_version_${operation}`)}`.execute(db);
    }
  }
  await sql`delete from meta where key = ${KEY}`.execute(db);
}

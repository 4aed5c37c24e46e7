import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The catalogue version (0006) no longer changes when an order takes or returns stock that no
// public answer shows (issue 25, point 1; decision 027). Public answers give a product's stock
// as its level, with the count only below FEW_LEFT_BELOW (3, src/shared/stock-label.ts): a
// change from 7 to 5 pieces shows nowhere, so every kept page and answer stays true. Before,
// each order replaced the version and emptied every process's response cache.
//
// An update of products replaces the version when the row changed in anything but stock, or
// when its stock changed as the public sees it: min(stock, 3) differs. A write that changes
// nothing (a row lock, `set updated_at = updated_at`) leaves it. Inserts and deletes replace it
// as before; so does every change to product_images. The figure 3 is FEW_LEFT_BELOW when this
// was written: changing that constant needs a migration that makes these triggers anew
// (tests/api/catalogue-version.test.ts fails until then).
//
// PostgreSQL compares whole rows (as jsonb, stock left out), once per statement, so a column
// added later is covered by itself. SQLite's triggers are per row and name the columns they
// compare: the products columns of today, read from the table. A migration that adds a column
// to products must make the SQLite trigger anew (the same test names any column left out).

const SHOWN_BELOW = 3;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger products_catalogue_version on products`.execute(db);
    await sql`
      create trigger products_catalogue_version
      after insert or delete or truncate on products
      for each statement execute function shop_catalogue_changed()`.execute(db);
    await sql`
      create function shop_products_updated() returns trigger language plpgsql as $$
      begin
        if exists (
          select 1 from new_rows n
          where not exists (
            select 1 from old_rows o
            where o.id = n.id
              and (to_jsonb(o) - 'stock') = (to_jsonb(n) - 'stock')
              and least(o.stock, ${sql.lit(SHOWN_BELOW)}) = least(n.stock, ${sql.lit(SHOWN_BELOW)})
          )
        ) then
          update meta set value = gen_random_uuid()::text where key = 'catalogue_version';
        end if;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger products_catalogue_version_update
      after update on products
      referencing old table as old_rows new table as new_rows
      for each statement execute function shop_products_updated()`.execute(db);
  } else {
    const { rows } = await sql<{ name: string }>`select name from pragma_table_info('products') order by cid`.execute(db);
    const changed = rows
      .filter((column) => column.name !== 'stock')
      .map((column) => sql`old.${sql.id(column.name)} is not new.${sql.id(column.name)}`);
    await sql`drop trigger products_catalogue_version_update`.execute(db);
    await sql`
      create trigger products_catalogue_version_update
      after update on products
      when ${sql.join(changed, sql` or `)}
        or min(old.stock, ${sql.lit(SHOWN_BELOW)}) <> min(new.stock, ${sql.lit(SHOWN_BELOW)})
      begin
        update meta set value = lower(hex(randomblob(16))) where key = 'catalogue_version';
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger products_catalogue_version_update on products`.execute(db);
    await sql`drop function shop_products_updated()`.execute(db);
    await sql`drop trigger products_catalogue_version on products`.execute(db);
    await sql`
      create trigger products_catalogue_version
      after insert or update or delete or truncate on products
      for each statement execute function shop_catalogue_changed()`.execute(db);
  } else {
    await sql`drop trigger products_catalogue_version_update`.execute(db);
    await sql`
      create trigger products_catalogue_version_update
      after update on products begin
        update meta set value = lower(hex(randomblob(16))) where key = 'catalogue_version';
      end`.execute(db);
  }
}

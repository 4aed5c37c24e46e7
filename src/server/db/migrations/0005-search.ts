import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Listing indexes (both databases) and the search index, which differs by database:
// - SQLite: an FTS5 table `products_fts` (product_id, name, category, attrs) kept in step
//   with `products` by triggers, and its vocabulary through the fts5vocab table
//   `products_fts_terms`.
// - PostgreSQL: `product_search` (product_id, weighted tsvector with a GIN index) kept in
//   step by a row trigger, and `search_terms` (term, docs), the vocabulary, kept in step by
//   statement triggers over the transition tables (cheap for batch inserts).
// Both tokenise the same way: lower case, split on anything that is not a letter or digit.
// The attrs text holds metal, colour (also without spaces: 'rosegold', 'goldplated'), style
// and purity.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Listings filter by category and sort by newest or price; keyset pagination needs the id.
  await db.schema.createIndex('products_price').on('products').columns(['price_paise', 'id']).execute();
  await db.schema.createIndex('products_category_newest').on('products').columns(['category', 'created_at', 'id']).execute();
  await db.schema.createIndex('products_category_price').on('products').columns(['category', 'price_paise', 'id']).execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists products_search_row on products`.execute(db);
    await sql`drop trigger if exists products_terms_insert on products`.execute(db);
    await sql`drop trigger if exists products_terms_update on products`.execute(db);
    await sql`drop trigger if exists products_terms_delete on products`.execute(db);
    await sql`drop function if exists shop_search_row()`.execute(db);
    await sql`drop function if exists shop_search_terms_changed()`.execute(db);
    await sql`drop table if exists product_search`.execute(db);
    await sql`drop table if exists search_terms`.execute(db);
    await sql`drop function if exists shop_search_words(text)`.execute(db);
  } else {
    for (const trigger of ['products_fts_insert', 'products_fts_update', 'products_fts_delete']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists products_fts_terms`.execute(db);
    await sql`drop table if exists products_fts`.execute(db);
  }
  for (const index of ['products_price', 'products_category_newest', 'products_category_price']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  // The product id is stored (unindexed) rather than borrowing products' implicit rowid,
  // which VACUUM may renumber.
  await sql`
    create virtual table products_fts using fts5(
      product_id unindexed, name, category, attrs,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db);
  await sql`create virtual table products_fts_terms using fts5vocab(products_fts, 'row')`.execute(db);
  const values = (row: 'new' | 'old') => sql.raw(
    `${row}.id, ${row}.name, ${row}.category, ` +
      `${row}.metal_type || ' ' || ${row}.colour || ' ' || replace(${row}.colour, ' ', '') || ' ' || ${row}.style || ' ' || ${row}.purity`,
  );
  await sql`
    create trigger products_fts_insert after insert on products begin
      insert into products_fts (product_id, name, category, attrs) values (${values('new')});
    end`.execute(db);
  await sql`
    create trigger products_fts_update after update on products begin
      delete from products_fts where product_id = old.id;
      insert into products_fts (product_id, name, category, attrs) values (${values('new')});
    end`.execute(db);
  await sql`
    create trigger products_fts_delete after delete on products begin
      delete from products_fts where product_id = old.id;
    end`.execute(db);
  // Products saved before this migration.
  await sql`
    insert into products_fts (product_id, name, category, attrs)
    select id, name, category, metal_type || ' ' || colour || ' ' || replace(colour, ' ', '') || ' ' || style || ' ' || purity
    from products`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function shop_search_words(value text) returns text[] language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct word), '{}')
      from regexp_split_to_table(lower(value), '[^[:alnum:]]+') as word
      where word <> ''
    $$`.execute(db);
  await sql`
    create table product_search (
      product_id varchar(40) primary key references products (id) on delete cascade,
      document tsvector not null
    )`.execute(db);
  await sql`create index product_search_document on product_search using gin (document)`.execute(db);
  await sql`
    create table search_terms (
      term text collate "C" primary key,
      docs integer not null
    )`.execute(db);

  // The document: name (weight A), category (B), metal, colour, style and purity (C).
  await sql`
    create function shop_search_row() returns trigger language plpgsql as $$
    begin
      insert into product_search (product_id, document)
      values (
        new.id,
        setweight(array_to_tsvector(shop_search_words(new.name)), 'A') ||
        setweight(array_to_tsvector(shop_search_words(new.category)), 'B') ||
        setweight(array_to_tsvector(shop_search_words(
          new.metal_type || ' ' || new.colour || ' ' || replace(new.colour, ' ', '') || ' ' || new.style || ' ' || new.purity
        )), 'C')
      )
      on conflict (product_id) do update set document = excluded.document;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger products_search_row after insert or update on products
    for each row execute function shop_search_row()`.execute(db);

  // The vocabulary: how many products hold each term, changed once per statement.
  await sql`
    create function shop_search_terms_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        with gone as (
          select term, count(*)::integer as docs
          from old_rows,
            unnest(shop_search_words(
              old_rows.name || ' ' || old_rows.category || ' ' || old_rows.metal_type || ' ' || old_rows.colour || ' ' ||
              replace(old_rows.colour, ' ', '') || ' ' || old_rows.style || ' ' || old_rows.purity
            )) as term
          group by term
        )
        update search_terms set docs = search_terms.docs - gone.docs from gone where search_terms.term = gone.term;
        delete from search_terms where docs <= 0;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into search_terms (term, docs)
        select term, count(*)::integer
        from new_rows,
          unnest(shop_search_words(
            new_rows.name || ' ' || new_rows.category || ' ' || new_rows.metal_type || ' ' || new_rows.colour || ' ' ||
            replace(new_rows.colour, ' ', '') || ' ' || new_rows.style || ' ' || new_rows.purity
          )) as term
        group by term
        on conflict (term) do update set docs = search_terms.docs + excluded.docs;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger products_terms_insert after insert on products referencing new table as new_rows
    for each statement execute function shop_search_terms_changed()`.execute(db);
  await sql`
    create trigger products_terms_update after update on products referencing old table as old_rows new table as new_rows
    for each statement execute function shop_search_terms_changed()`.execute(db);
  await sql`
    create trigger products_terms_delete after delete on products referencing old table as old_rows
    for each statement execute function shop_search_terms_changed()`.execute(db);

  // Products saved before this migration.
  await sql`update products set name = name`.execute(db);
}

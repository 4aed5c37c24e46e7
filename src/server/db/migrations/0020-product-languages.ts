import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

// Products in three languages (issue 27, decision 034): an English description, and a Hindi
// and an Odia name and description, each optional (null when the operator gave none).
//
// The search index (0005) takes the Hindi and Odia names beside the English one, with the
// name's weight. Both databases now keep Devanagari and Odia words whole: SQLite's tokenizer
// counts combining marks (vowel signs, virama) as part of a word, and PostgreSQL's word
// splitter names the two scripts' blocks (its C.UTF-8 classes split Odia at the virama).
// Before indexing, both fold what shoppers type either way, as search/query-plan.ts does for
// the query (foldSearchText in src/shared/search-words.ts): candrabindu as anusvara, no
// nukta, no zero-width joiners.

const COLUMNS = ['description', 'name_hi', 'description_hi', 'name_or', 'description_or'] as const;

/** The folds of foldSearchText, as SQL both databases run (Unicode code points). */
const FOLDS: [from: number, to: number | null][] = [
  [0x0901, 0x0902], // Devanagari candrabindu -> anusvara (चाँदी, चांदी)
  [0x0b01, 0x0b02], // Odia candrabindu -> anusvara
  [0x093c, null], // Devanagari nukta (ड़ -> ड)
  [0x0b3c, null], // Odia nukta (ଡ଼ -> ଡ)
  [0x200c, null], // zero-width non-joiner
  [0x200d, null], // zero-width joiner
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('products').addColumn(column, 'text').execute();
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await downPostgres(db);
  else await sqliteIndex(db, 'before');
  for (const column of COLUMNS) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
}

// SQLite -------------------------------------------------------------------------------------

/** The folded text of a column, in SQLite. */
function sqliteFolded(expression: string): string {
  return FOLDS.reduce(
    (folded, [from, to]) => `replace(${folded}, char(${from}), ${to === null ? `''` : `char(${to})`})`,
    expression,
  );
}

/** The indexed name: the English name and, folded, the Hindi and Odia ones. */
function sqliteNames(row: string): string {
  return `${row}.name || ' ' || ${sqliteFolded(`coalesce(${row}.name_hi, '') || ' ' || coalesce(${row}.name_or, '')`)}`;
}

const sqliteAttrs = (row: string) =>
  `${row}.metal_type || ' ' || ${row}.colour || ' ' || replace(${row}.colour, ' ', '') || ' ' || ${row}.style || ' ' || ${row}.purity`;

/** (Re)creates products_fts and its triggers: as 0005 made them ('before') or with the names in every language. */
async function sqliteIndex(db: Kysely<unknown>, version: 'before' | 'languages'): Promise<void> {
  for (const trigger of ['products_fts_insert', 'products_fts_update', 'products_fts_delete']) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table if exists products_fts_terms`.execute(db);
  await sql`drop table if exists products_fts`.execute(db);
  // Combining marks (M*) are part of a word: Devanagari and Odia vowel signs and viramas.
  const tokenize = version === 'languages' ? `'unicode61 remove_diacritics 2 categories ''L* N* Co M*'''` : `'unicode61 remove_diacritics 2'`;
  await sql`
    create virtual table products_fts using fts5(
      product_id unindexed, name, category, attrs,
      tokenize = ${sql.raw(tokenize)}, prefix = '2 3'
    )`.execute(db);
  await sql`create virtual table products_fts_terms using fts5vocab(products_fts, 'row')`.execute(db);
  const values = (row: 'new' | 'old'): RawBuilder<unknown> =>
    sql.raw(`${row}.id, ${version === 'languages' ? sqliteNames(row) : `${row}.name`}, ${row}.category, ${sqliteAttrs(row)}`);
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
  await sql`
    insert into products_fts (product_id, name, category, attrs)
    select ${sql.raw(`p.id, ${version === 'languages' ? sqliteNames('p') : 'p.name'}, p.category, ${sqliteAttrs('p')}`)}
    from products p`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sqliteIndex(db, 'languages');
}

// PostgreSQL ---------------------------------------------------------------------------------

/** Devanagari (but its dandas) and Odia: words, whatever the database's character classes say. */
const INDIC_WORD_CHARACTERS = String.raw`\u0900-\u0963\u0966-\u097f\u0b00-\u0b7f`;

async function postgresWords(db: Kysely<unknown>, version: 'before' | 'languages'): Promise<void> {
  if (version === 'before') {
    await sql`
      create or replace function shop_search_words(value text) returns text[] language sql immutable parallel safe as $$
        select coalesce(array_agg(distinct word), '{}')
        from regexp_split_to_table(lower(value), '[^[:alnum:]]+') as word
        where word <> ''
      $$`.execute(db);
    return;
  }
  const from = FOLDS.map(([code]) => `chr(${code})`).join(' || ');
  const to = FOLDS.flatMap(([, code]) => (code === null ? [] : [`chr(${code})`])).join(' || ');
  await sql`
    create or replace function shop_search_words(value text) returns text[] language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct word), '{}')
      from regexp_split_to_table(
        lower(translate(value, ${sql.raw(from)}, ${sql.raw(to)})),
        ${sql.raw(`'[^[:alnum:]${INDIC_WORD_CHARACTERS}]+'`)}
      ) as word
      where word <> ''
    $$`.execute(db);
}

/** The search document's and the vocabulary's text of a row (`names`: with the Hindi and Odia names). */
function postgresTriggers(version: 'before' | 'languages') {
  const names = (row: string) =>
    version === 'languages' ? `${row}.name || ' ' || coalesce(${row}.name_hi, '') || ' ' || coalesce(${row}.name_or, '')` : `${row}.name`;
  const attrs = (row: string) =>
    `${row}.metal_type || ' ' || ${row}.colour || ' ' || replace(${row}.colour, ' ', '') || ' ' || ${row}.style || ' ' || ${row}.purity`;
  const all = (row: string) => `${names(row)} || ' ' || ${row}.category || ' ' || ${attrs(row)}`;
  return { names, attrs, all };
}

async function postgresIndex(db: Kysely<unknown>, version: 'before' | 'languages'): Promise<void> {
  const { names, attrs, all } = postgresTriggers(version);
  await postgresWords(db, version);
  await sql`
    create or replace function shop_search_row() returns trigger language plpgsql as $$
    begin
      insert into product_search (product_id, document)
      values (
        new.id,
        setweight(array_to_tsvector(shop_search_words(${sql.raw(names('new'))})), 'A') ||
        setweight(array_to_tsvector(shop_search_words(new.category)), 'B') ||
        setweight(array_to_tsvector(shop_search_words(${sql.raw(attrs('new'))})), 'C')
      )
      on conflict (product_id) do update set document = excluded.document;
      return null;
    end
    $$`.execute(db);
  await sql`
    create or replace function shop_search_terms_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        with gone as (
          select term, count(*)::integer as docs
          from old_rows, unnest(shop_search_words(${sql.raw(all('old_rows'))})) as term
          group by term
        )
        update search_terms set docs = search_terms.docs - gone.docs from gone where search_terms.term = gone.term;
        delete from search_terms where docs <= 0;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into search_terms (term, docs)
        select term, count(*)::integer
        from new_rows, unnest(shop_search_words(${sql.raw(all('new_rows'))})) as term
        group by term
        on conflict (term) do update set docs = search_terms.docs + excluded.docs;
      end if;
      return null;
    end
    $$`.execute(db);
  // Index every product again with the new words (the vocabulary is counted afresh).
  await sql`delete from search_terms`.execute(db);
  await sql`alter table products disable trigger products_terms_update`.execute(db);
  await sql`update products set name = name`.execute(db);
  await sql`alter table products enable trigger products_terms_update`.execute(db);
  await sql`
    insert into search_terms (term, docs)
    select term, count(*)::integer from products p, unnest(shop_search_words(${sql.raw(all('p'))})) as term
    group by term`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await postgresIndex(db, 'languages');
}

async function downPostgres(db: Kysely<unknown>): Promise<void> {
  await postgresIndex(db, 'before');
}

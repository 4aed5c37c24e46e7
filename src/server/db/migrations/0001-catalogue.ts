import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('price_paise', 'integer', (col) => col.notNull().check(sql`price_paise >= 0`))
    .addColumn('category', 'varchar(40)', (col) => col.notNull())
    .addColumn('metal_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('purity', 'varchar(40)', (col) => col.notNull())
    .addColumn('metal_weight_mg', 'integer', (col) => col.notNull())
    .addColumn('colour', 'varchar(40)', (col) => col.notNull())
    .addColumn('style', 'varchar(40)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The product URL is /product/{ProductName}: names are unique whatever their case.
  await sql`create unique index products_name_unique on products (lower(name))`.execute(db);
  await db.schema.createIndex('products_newest').on('products').columns(['created_at desc', 'id desc']).execute();

  await db.schema
    .createTable('product_images')
    .addColumn('product_id', 'varchar(40)', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('high_key', 'varchar(300)', (col) => col.notNull())
    .addColumn('low_key', 'varchar(300)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('variants', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_images').execute();
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('meta').execute();
}

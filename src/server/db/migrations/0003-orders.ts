import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('number', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('idempotency_key', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('payment_method', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('address', 'varchar(300)', (col) => col.notNull())
    .addColumn('city', 'varchar(80)', (col) => col.notNull())
    .addColumn('state', 'varchar(80)', (col) => col.notNull())
    .addColumn('zip', 'varchar(10)', (col) => col.notNull())
    .addColumn('item_total_paise', 'integer', (col) => col.notNull().check(sql`item_total_paise >= 0`))
    .addColumn('savings_paise', 'integer', (col) => col.notNull().check(sql`savings_paise >= 0`))
    .addColumn('shipping_paise', 'integer', (col) => col.notNull().check(sql`shipping_paise >= 0`))
    .addColumn('order_total_paise', 'integer', (col) => col.notNull().check(sql`order_total_paise >= 0`))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_newest').on('orders').columns(['created_at desc', 'id desc']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'varchar(40)', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    // No foreign key: the line is a snapshot and outlives the product.
    .addColumn('product_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('product_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('metal_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('purity', 'varchar(40)', (col) => col.notNull())
    .addColumn('size', 'varchar(10)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_price_paise', 'integer', (col) => col.notNull().check(sql`unit_price_paise >= 0`))
    .addColumn('line_total_paise', 'integer', (col) => col.notNull().check(sql`line_total_paise >= 0`))
    .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_lines').execute();
  await db.schema.dropTable('orders').execute();
}

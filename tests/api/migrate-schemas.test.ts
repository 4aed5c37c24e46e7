import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { seeingOnlySchema } from '../../src/server/db/migrate.ts';

// Several shops in one PostgreSQL database, a schema each (the API tests run so, a file a
// schema). Kysely's own introspection lists every schema's tables, each column's serial
// sequence looked up by name, so a column that another shop's migration dropped meanwhile
// failed this shop's migration ('column "stock" does not exist', seen in a test run). The
// shop's migrator looks at its own schema alone.
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL, one schema of many', () => {
  it("the migrator's view of the database holds the shop's own tables and no other shop's", async () => {
    const [shop, other] = [await createTestApp('postgres'), await createTestApp('postgres')];
    try {
      const schema = shop.database.schema!;
      const everything = await shop.database.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(everything.some((table) => table.schema === other.database.schema)).toBe(true);

      const seen = await seeingOnlySchema(shop.database.db, schema).introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(seen.map((table) => table.schema))).toEqual(new Set([schema]));
      const own = everything.filter((table) => table.schema === schema).map((table) => table.name);
      expect(seen.map((table) => table.name).sort()).toEqual(own.sort());
      expect(own).toEqual(expect.arrayContaining(['orders', 'kysely_migration', 'kysely_migration_lock']));
      // Everything else goes to the shop's database itself.
      expect((await seeingOnlySchema(shop.database.db, schema).selectFrom('orders').select('id').execute()).length).toBe(0);
    } finally {
      await shop.close();
      await other.close();
    }
  });
});

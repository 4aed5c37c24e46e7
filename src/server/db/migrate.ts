import { sql, type DatabaseIntrospector, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { migrations } from './migrations/index.ts';

/**
 * The shop's migrations on `db`; with `schema`, the one a shop has in a database shared with
 * others (its bookkeeping tables there, and only its own tables looked at).
 */
export function shopMigrator<T>(db: Kysely<T>, schema?: string): Migrator {
  return new Migrator({
    db: schema ? seeingOnlySchema(db, schema) : db,
    // Kysely looks for its bookkeeping tables in every schema; name ours when it is not the default.
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: { getMigrations: async () => migrations as Record<string, Migration> },
  });
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest<T>(db: Kysely<T>, schema?: string): Promise<void> {
  const { error, results } = await shopMigrator(db, schema).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
}

/**
 * `db` whose introspection lists the tables of `schema` alone. Kysely's migrator asks for every
 * table of every schema, with each column's serial sequence looked up by name, only to find its
 * own two tables: with several shops in one PostgreSQL database, one schema per shop (the tests
 * run so, a file a schema), a column that another shop's migration drops meanwhile fails this
 * shop's migration ('column … does not exist').
 */
export function seeingOnlySchema<T>(db: Kysely<T>, schema: string): Kysely<T> {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    async getTables() {
      const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map(({ name }) => ({ name, schema, isView: false, isForeign: false, columns: [] }));
    },
  };
  return new Proxy(db, {
    get(target, key) {
      if (key === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, key, target);
      // Kysely's methods use private fields: they run on the instance itself, never on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export type ShopDatabase = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The PostgreSQL schema in use when it is not the default one. */
  schema: string | undefined;
  /** Answers true when the database responds to a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL; without it, SQLite in `dataDir/shop.db`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** The SQLite file, when it is not `dataDir/shop.db` (npm run db:copy). */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string;
  /**
   * Told when a PostgreSQL connection breaks outside a query (the server restarted or went
   * away); without it the error is written to stderr. The pool replaces the connection, and
   * queries meanwhile fail with an error that isDatabaseUnavailable recognises.
   */
  onConnectionError?: (error: Error) => void;
};

export async function openDatabase(options: DatabaseOptions): Promise<ShopDatabase> {
  const { db, kind } = options.databaseUrl
    ? { db: openPostgres(options.databaseUrl, options.pgSchema, options.onConnectionError ?? reportToStderr), kind: 'postgres' as const }
    : { db: openSqlite(options.sqliteFile ?? path.join(options.dataDir, 'shop.db')), kind: 'sqlite' as const };
  const ping = async () => {
    try {
      await sql`select 1`.execute(db);
      return true;
    } catch {
      return false;
    }
  };
  return { db, kind, schema: kind === 'postgres' ? options.pgSchema : undefined, ping, close: () => db.destroy() };
}

function openPostgres(url: string, schema: string | undefined, onConnectionError: (error: Error) => void): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, types: { getTypeParser } });
  // An 'error' event without a listener ends the process. The pool emits one when an idle
  // connection breaks; a connection lent out (Kysely adds no listener of its own) emits on
  // the client, for example when the server stops in the middle of a transaction.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool,
      onCreateConnection: async (connection) => {
        if (schema) await connection.executeQuery(CompiledQuery.raw(`set search_path to "${schema}"`));
      },
    }),
  });
}

function reportToStderr(error: Error): void {
  process.stderr.write(`database connection lost: ${error.message}\n`);
}

/** Node's errors for a peer that is not there or went away. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg's own errors for a connection that failed or broke (it gives them no code). */
const CONNECTION_LOST = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/**
 * True for an error that says the database cannot be reached just now (rather than that the
 * query or the data is wrong): the request may succeed later, so it answers 503, not 500.
 * SQLSTATE class 08 is a connection exception; 57P01-57P03 a server shutting down, crashed or
 * starting; 53300 too many connections.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
    if (UNREACHABLE.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    if (CONNECTION_LOST.test(cause.message)) return true;
  }
  return false;
}

const INT8_TYPE_ID = 20;

/**
 * pg's type parsers, but bigint (money in paise, count(*)) as a number, as SQLite answers it:
 * pg answers it as text by default, since a bigint can exceed Number's safe integers. Ours
 * never come near (2^53 paise is ₹90 lakh crore); one that did would be an error, not a
 * rounded number.
 */
const getTypeParser = ((typeId: number, format?: 'text' | 'binary') =>
  typeId === INT8_TYPE_ID && format !== 'binary' ? parseBigint : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser;

function parseBigint(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} is beyond Number's safe integers`);
  return value;
}

function openSqlite(file: string): Kysely<Database> {
  const database = new DatabaseSync(file);
  database.exec('pragma journal_mode = wal');
  database.exec('pragma foreign_keys = on');
  database.exec('pragma busy_timeout = 5000');
  database.exec('pragma synchronous = normal');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: adaptNodeSqlite(database) }) });
}

/**
 * Kysely's SqliteDialect expects the better-sqlite3 interface; this adapts node:sqlite to it.
 * Write transactions start with BEGIN IMMEDIATE so that two writers queue on the busy
 * timeout instead of failing halfway with SQLITE_BUSY.
 */
function adaptNodeSqlite(database: DatabaseSync) {
  return {
    close: () => database.close(),
    prepare: (query: string) => {
      const statement = database.prepare(query.trim().toLowerCase() === 'begin' ? 'begin immediate' : query);
      type Params = Parameters<typeof statement.all>;
      return {
        reader: statement.columns().length > 0,
        all: (parameters: ReadonlyArray<unknown>) => statement.all(...(parameters as Params)),
        run: (parameters: ReadonlyArray<unknown>) => {
          const { changes, lastInsertRowid } = statement.run(...(parameters as Params));
          return { changes, lastInsertRowid };
        },
        iterate: (parameters: ReadonlyArray<unknown>) => statement.iterate(...(parameters as Params)),
      };
    },
  };
}

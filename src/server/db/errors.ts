// What the databases' errors mean, read in one place for SQLite (node:sqlite) and PostgreSQL (pg).

/** SQLite's extended result codes for a broken UNIQUE index and a taken PRIMARY KEY. */
const SQLITE_CONSTRAINT_UNIQUE = 2067;
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;
/** PostgreSQL's SQLSTATE unique_violation (a UNIQUE index or a primary key). */
const POSTGRES_UNIQUE_VIOLATION = '23505';

/**
 * The write broke a unique index or a primary key: another write with the same key won. node:sqlite
 * reports the extended code as `errcode`; pg reports the SQLSTATE as `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (code === POSTGRES_UNIQUE_VIOLATION) return true;
  if (errcode === SQLITE_CONSTRAINT_UNIQUE || errcode === SQLITE_CONSTRAINT_PRIMARYKEY) return true;
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}

// The settings of the shop the browser suite runs against, from E2E_-prefixed variables
// (E2E_DATABASE_URL, E2E_STORAGE, E2E_S3_BUCKET, ...), so that a developer's own DATABASE_URL
// or STORAGE never points the suite at their shop. Unset: SQLite and disk under the run's
// DATA_DIR. scripts/e2e-production.ts sets them for the run on PostgreSQL, S3 and Redis.

const PASSED = [
  'DATABASE_URL',
  'REDIS_URL',
  'STORAGE',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'MEDIA_PUBLIC_URL',
  'WORKERS',
] as const;

/** The environment of the e2e server and of the commands run against its data (create-operator). */
export function shopServerEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const server: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) server[name] = value;
  // Blank values count as unset (src/server/config.ts).
  for (const name of PASSED) server[name] = env[`E2E_${name}`] ?? '';
  return server;
}

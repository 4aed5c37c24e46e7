import type { Kysely } from 'kysely';
import { chainHash, GENESIS_HASH } from '../../audit/audit-chain.ts';

// The audit trail as a hash chain (decision 041): audit_log.prev_hash is the hash of the row
// before it (the first row's: 64 zeros), audit_log.hash SHA-256 over that and the row's content.
// The rows already there are chained here in id order, a page at a time.

const PAGE = 1000;

/** The table as this migration knows it (the shop's table types change with later migrations). */
type Tables = {
  audit_log: {
    id: number;
    at: string;
    event: string;
    actor: string | null;
    client_ip: string | null;
    subject: string | null;
    details: string | null;
    prev_hash: string | null;
    hash: string | null;
  };
};

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema.alterTable('audit_log').addColumn('prev_hash', 'varchar(64)').execute();
  await db.schema.alterTable('audit_log').addColumn('hash', 'varchar(64)').execute();
  let previous = GENESIS_HASH;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .select(['id', 'at', 'event', 'actor', 'client_ip', 'subject', 'details'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const hash = chainHash(previous, row);
      await db.updateTable('audit_log').set({ prev_hash: previous, hash }).where('id', '=', row.id).execute();
      previous = hash;
      after = Number(row.id);
    }
    if (rows.length < PAGE) return;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('hash').execute();
  await db.schema.alterTable('audit_log').dropColumn('prev_hash').execute();
}

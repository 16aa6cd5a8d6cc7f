import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** One change made in the admin console: who, what, to which record, and its fields before and after. */
export interface AuditEntry {
  actorId: number;
  action: string;
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
  ip: string | null;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Writes the audit row with the executor of the change itself (a transaction when the repository
 * has one), so that a change and its record commit or fail together.
 */
export async function recordAudit(executor: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const stamp = new Date().toISOString();
  await executor
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      data: json(entry.after),
      before_data: json(entry.before),
      after_data: json(entry.after),
      ip: entry.ip,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}

/** Who makes a change in the console, as the routes pass it to the services. */
export interface ActingAs {
  id: number;
  ip: string;
}

/**
 * Runs a change and writes its audit row in one transaction. `change` answers the record's id
 * (for an insert, the new one) and its fields after; `before` is what it held (null for an insert).
 */
export async function auditedChange(
  db: Kysely<Database>,
  actor: ActingAs,
  record: { action: string; entity: string; before?: unknown },
  change: (trx: Kysely<Database>) => Promise<{ id: number | null; after?: unknown }>,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const { id, after } = await change(trx);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: record.action, entity: record.entity, entityId: id, before: record.before, after });
    return id;
  });
}

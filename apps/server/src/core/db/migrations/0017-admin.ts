import { type AnyDb, index, references } from './helpers.js';

// The admin console (issue #17, ADR 027): the audit log keeps each change's state before and
// after (JSON), listed newest first and filtered by action; reports get a queue state so that a
// moderator can close one (resolved: acted on, dismissed: nothing wrong) with a note.
export async function up(db: AnyDb) {
  for (const column of ['before_data', 'after_data']) {
    await db.schema.alterTable('audit_log').addColumn(column, 'text').execute();
  }
  await index(db, 'audit_log', ['created_at']);
  await index(db, 'audit_log', ['action', 'created_at']);

  await db.schema.alterTable('reports').addColumn('status', 'text', (c) => c.notNull().defaultTo('open')).execute();
  await db.schema.alterTable('reports').addColumn('note', 'text').execute();
  await db.schema.alterTable('reports').addColumn('resolved_by', 'integer', references('users', 'set null')).execute();
  await db.schema.alterTable('reports').addColumn('resolved_at', 'text').execute();
  await index(db, 'reports', ['status', 'created_at']);
}

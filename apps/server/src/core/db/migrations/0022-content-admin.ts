import { type AnyDb, index, versionTriggers } from './helpers.js';

// The console's Content area (issue #17, ADR 032):
// - the contact-form inbox: when a message was opened, and the reply sent to it (kept with it);
// - the cached home data and pages (ADR 028) follow the home page sections and article
//   categories too, as 0018 made them follow articles, sliders, FAQs and settings.
const CONTENT_TABLES = ['homepage_sections', 'article_categories'] as const;

export async function up(db: AnyDb) {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.alterTable('contact_messages').addColumn('reply', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('replied_at', 'text').execute();
  await db.schema
    .alterTable('contact_messages')
    .addColumn('replied_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await index(db, 'contact_messages', ['read_at']);

  await versionTriggers(db, CONTENT_TABLES);
}

import {
  type AnyDb,
  counter,
  createTable,
  emptyText,
  flag,
  index,
  references,
  requiredRef,
  requiredText,
  text,
} from './helpers.js';

// Editorial content and site configuration: articles, FAQs, sliders, homepage sections, SEO per
// page, contact messages, agent verification forms, the audit log and job locks.
export async function up(db: AnyDb) {
  await createTable(db, 'article_categories', (t) =>
    t.addColumn('category', 'text', requiredText).addColumn('slug_id', 'text', requiredText),
  );
  await index(db, 'article_categories', ['slug_id'], { unique: true });

  await createTable(db, 'articles', (t) =>
    t
      .addColumn('slug_id', 'text', requiredText)
      .addColumn('category_id', 'integer', references('article_categories', 'set null'))
      .addColumn('title', 'text', requiredText)
      .addColumn('description', 'text', emptyText)
      .addColumn('image', 'text', text)
      .addColumn('view_count', 'integer', counter)
      .addColumn('status', 'integer', flag(1))
      .addColumn('meta_title', 'text', text)
      .addColumn('meta_description', 'text', text)
      .addColumn('meta_keywords', 'text', text),
  );
  await index(db, 'articles', ['slug_id'], { unique: true });
  await index(db, 'articles', ['status', 'created_at']);
  await index(db, 'articles', ['category_id', 'created_at']);

  await createTable(db, 'faqs', (t) =>
    t
      .addColumn('question', 'text', requiredText)
      .addColumn('answer', 'text', requiredText)
      .addColumn('status', 'integer', flag(1))
      .addColumn('sort_order', 'integer', counter),
  );
  await index(db, 'faqs', ['status', 'sort_order']);

  // type: 1 default, 2 category, 3 property, 4 external link.
  await createTable(db, 'sliders', (t) =>
    t
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('image', 'text', text)
      .addColumn('web_image', 'text', text)
      .addColumn('link', 'text', text)
      .addColumn('category_id', 'integer', references('categories', 'set null'))
      .addColumn('property_id', 'integer', references('properties'))
      .addColumn('show_property_details', 'integer', flag(0))
      .addColumn('sort_order', 'integer', counter)
      .addColumn('status', 'integer', flag(1)),
  );
  await index(db, 'sliders', ['status', 'sort_order']);

  await createTable(db, 'homepage_sections', (t) =>
    t
      .addColumn('type', 'text', requiredText)
      .addColumn('title', 'text', requiredText)
      .addColumn('sort_order', 'integer', counter)
      .addColumn('is_active', 'integer', flag(1)),
  );
  await index(db, 'homepage_sections', ['type'], { unique: true });

  await createTable(db, 'seo_settings', (t) =>
    t
      .addColumn('page', 'text', requiredText)
      .addColumn('title', 'text', emptyText)
      .addColumn('description', 'text', emptyText)
      .addColumn('keywords', 'text', emptyText)
      .addColumn('image', 'text', text)
      .addColumn('schema_markup', 'text', text),
  );
  await index(db, 'seo_settings', ['page'], { unique: true });

  await createTable(db, 'contact_messages', (t) =>
    t
      .addColumn('first_name', 'text', requiredText)
      .addColumn('last_name', 'text', emptyText)
      .addColumn('email', 'text', requiredText)
      .addColumn('subject', 'text', requiredText)
      .addColumn('message', 'text', requiredText)
      .addColumn('user_id', 'integer', references('users', 'set null'))
      .addColumn('ip', 'text', text)
      .addColumn('handled_at', 'text', text),
  );
  await index(db, 'contact_messages', ['created_at']);

  // Admin-defined agent verification form and users' submissions.
  await createTable(db, 'verification_fields', (t) =>
    t
      .addColumn('name', 'text', requiredText)
      .addColumn('field_type', 'text', requiredText)
      .addColumn('is_required', 'integer', flag(0))
      .addColumn('status', 'integer', flag(1))
      .addColumn('sort_order', 'integer', counter),
  );
  await createTable(db, 'verification_field_options', (t) =>
    t.addColumn('field_id', 'integer', requiredRef('verification_fields')).addColumn('value', 'text', requiredText),
  );
  await index(db, 'verification_field_options', ['field_id']);

  // status: pending | success | failed (a user with no row is "initial").
  await createTable(db, 'verification_submissions', (t) =>
    t
      .addColumn('user_id', 'integer', requiredRef('users'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('reason', 'text', text)
      .addColumn('reviewed_by', 'integer', references('users', 'set null'))
      .addColumn('reviewed_at', 'text', text),
  );
  await index(db, 'verification_submissions', ['user_id'], { unique: true });
  await index(db, 'verification_submissions', ['status']);

  await createTable(db, 'verification_values', (t) =>
    t
      .addColumn('submission_id', 'integer', requiredRef('verification_submissions'))
      .addColumn('field_id', 'integer', requiredRef('verification_fields'))
      .addColumn('value', 'text', emptyText),
  );
  await index(db, 'verification_values', ['submission_id', 'field_id'], { unique: true });

  await createTable(db, 'audit_log', (t) =>
    t
      .addColumn('actor_id', 'integer', references('users', 'set null'))
      .addColumn('action', 'text', requiredText)
      .addColumn('entity', 'text', requiredText)
      .addColumn('entity_id', 'integer', text)
      .addColumn('data', 'text', text)
      .addColumn('ip', 'text', text),
  );
  await index(db, 'audit_log', ['entity', 'entity_id']);
  await index(db, 'audit_log', ['actor_id', 'created_at']);

  // Scheduled jobs take a lease here so that one instance runs each job at a time.
  await createTable(db, 'job_locks', (t) =>
    t
      .addColumn('name', 'text', requiredText)
      .addColumn('owner', 'text', requiredText)
      .addColumn('locked_until', 'text', requiredText),
  );
  await index(db, 'job_locks', ['name'], { unique: true });
}

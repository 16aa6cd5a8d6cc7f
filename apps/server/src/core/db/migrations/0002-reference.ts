import {
  type AnyDb,
  counter,
  createLinkTable,
  createTable,
  emptyText,
  flag,
  index,
  nowIso,
  requiredRef,
  requiredText,
  text,
} from './helpers.js';

// Reference data the admin configures: languages, settings, currencies, categories with ordered
// parameters, facilities, cities, report reasons, and a generic translation store.
export async function up(db: AnyDb) {
  await createTable(db, 'languages', (t) =>
    t
      .addColumn('code', 'text', requiredText)
      .addColumn('name', 'text', requiredText)
      .addColumn('rtl', 'integer', flag(0))
      .addColumn('status', 'integer', flag(1))
      .addColumn('web_translations', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('app_translations', 'text', (c) => c.notNull().defaultTo('{}')),
  );
  await index(db, 'languages', ['code'], { unique: true });

  await createLinkTable(db, 'settings', (t) =>
    t
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', emptyText)
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(nowIso(db))),
  );

  await createLinkTable(db, 'currencies', (t) =>
    t
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', requiredText)
      .addColumn('symbol', 'text', requiredText)
      .addColumn('minor_units', 'integer', (c) => c.notNull().defaultTo(2)),
  );

  // Translations of any translatable row: (entity, entity_id, language, field) → value.
  await createTable(db, 'translations', (t) =>
    t
      .addColumn('entity', 'text', requiredText)
      .addColumn('entity_id', 'integer', (c) => c.notNull())
      .addColumn('language_id', 'integer', requiredRef('languages'))
      .addColumn('field', 'text', requiredText)
      .addColumn('value', 'text', emptyText),
  );
  await index(db, 'translations', ['entity', 'entity_id', 'language_id', 'field'], { unique: true });

  await createTable(db, 'categories', (t) =>
    t
      .addColumn('category', 'text', requiredText)
      .addColumn('slug_id', 'text', requiredText)
      .addColumn('image', 'text', text)
      .addColumn('status', 'integer', flag(1))
      .addColumn('sort_order', 'integer', counter)
      .addColumn('meta_title', 'text', text)
      .addColumn('meta_description', 'text', text)
      .addColumn('meta_keywords', 'text', text),
  );
  await index(db, 'categories', ['slug_id'], { unique: true });
  await index(db, 'categories', ['status', 'sort_order']);

  // type_values: JSON array of options for dropdown / radiobutton / checkbox.
  await createTable(db, 'parameters', (t) =>
    t
      .addColumn('name', 'text', requiredText)
      .addColumn('type_of_parameter', 'text', requiredText)
      .addColumn('type_values', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('image', 'text', text)
      .addColumn('is_required', 'integer', flag(0)),
  );

  await createLinkTable(db, 'category_parameters', (t) =>
    t
      .addColumn('category_id', 'integer', requiredRef('categories'))
      .addColumn('parameter_id', 'integer', requiredRef('parameters'))
      .addColumn('sort_order', 'integer', counter)
      .addPrimaryKeyConstraint('category_parameters_pk', ['category_id', 'parameter_id']),
  );
  await index(db, 'category_parameters', ['parameter_id']);

  await createTable(db, 'facilities', (t) =>
    t.addColumn('name', 'text', requiredText).addColumn('image', 'text', text).addColumn('status', 'integer', flag(1)),
  );

  await createTable(db, 'cities', (t) =>
    t
      .addColumn('name', 'text', requiredText)
      .addColumn('state', 'text', emptyText)
      .addColumn('country', 'text', emptyText)
      .addColumn('latitude', 'double precision', text)
      .addColumn('longitude', 'double precision', text)
      .addColumn('image', 'text', text)
      .addColumn('status', 'integer', flag(1)),
  );
  await index(db, 'cities', ['name', 'state', 'country'], { unique: true });

  await createTable(db, 'report_reasons', (t) => t.addColumn('reason', 'text', requiredText));
}

import {
  type AnyDb,
  counter,
  createLinkTable,
  createTable,
  emptyText,
  flag,
  index,
  references,
  requiredRef,
  requiredText,
  text,
} from './helpers.js';

// Properties and projects with their media, parameter values and facility distances.
// user_id NULL marks a listing of the company itself (added_by = 0 in the contract).
export async function up(db: AnyDb) {
  await createTable(db, 'properties', (t) =>
    t
      .addColumn('slug_id', 'text', requiredText)
      .addColumn('user_id', 'integer', references('users'))
      .addColumn('category_id', 'integer', requiredRef('categories', 'restrict'))
      .addColumn('title', 'text', requiredText)
      .addColumn('description', 'text', emptyText)
      // 0 sell, 1 rent, 2 sold, 3 rented
      .addColumn('property_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rentduration', 'text', text)
      .addColumn('price', 'bigint', (c) => c.notNull())
      .addColumn('currency_code', 'text', requiredText)
      .addColumn('address', 'text', emptyText)
      .addColumn('client_address', 'text', text)
      .addColumn('city', 'text', emptyText)
      .addColumn('state', 'text', emptyText)
      .addColumn('country', 'text', emptyText)
      .addColumn('latitude', 'double precision', (c) => c.notNull())
      .addColumn('longitude', 'double precision', (c) => c.notNull())
      .addColumn('title_image', 'text', text)
      .addColumn('title_image_hash', 'text', text)
      .addColumn('three_d_image', 'text', text)
      .addColumn('video_link', 'text', text)
      .addColumn('meta_title', 'text', text)
      .addColumn('meta_description', 'text', text)
      .addColumn('meta_keywords', 'text', text)
      .addColumn('meta_image', 'text', text)
      .addColumn('is_premium', 'integer', flag(0))
      // owner's switch: 1 active, 0 inactive
      .addColumn('status', 'integer', flag(1))
      .addColumn('request_status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('reject_reason', 'text', text)
      .addColumn('total_click', 'integer', counter)
      .addColumn('total_favourites', 'integer', counter)
      .addColumn('expires_at', 'text', text),
  );
  await index(db, 'properties', ['slug_id'], { unique: true });
  await index(db, 'properties', ['user_id', 'created_at']);
  await index(db, 'properties', ['category_id', 'request_status', 'status']);
  // the public listing filter: visible rows by type, newest first
  await index(db, 'properties', ['request_status', 'status', 'property_type', 'created_at']);
  await index(db, 'properties', ['request_status', 'status', 'price']);
  await index(db, 'properties', ['request_status', 'status', 'total_click']);
  await index(db, 'properties', ['request_status', 'status', 'total_favourites']);
  await index(db, 'properties', ['city', 'property_type']);
  await index(db, 'properties', ['state']);
  await index(db, 'properties', ['country']);
  await index(db, 'properties', ['latitude', 'longitude']);
  await index(db, 'properties', ['expires_at']);

  await createTable(db, 'property_images', (t) =>
    t
      .addColumn('property_id', 'integer', requiredRef('properties'))
      .addColumn('image', 'text', requiredText)
      .addColumn('placeholder', 'text', text)
      .addColumn('width', 'integer', text)
      .addColumn('height', 'integer', text)
      .addColumn('sort_order', 'integer', counter),
  );
  await index(db, 'property_images', ['property_id', 'sort_order']);

  await createTable(db, 'property_documents', (t) =>
    t
      .addColumn('property_id', 'integer', requiredRef('properties'))
      .addColumn('file', 'text', requiredText)
      .addColumn('file_name', 'text', requiredText)
      .addColumn('type', 'text', requiredText)
      .addColumn('size', 'integer', counter),
  );
  await index(db, 'property_documents', ['property_id']);

  // value: plain text, a JSON array for checkbox parameters, or a storage key for file ones.
  await createTable(db, 'property_parameters', (t) =>
    t
      .addColumn('property_id', 'integer', requiredRef('properties'))
      .addColumn('parameter_id', 'integer', requiredRef('parameters'))
      .addColumn('value', 'text', emptyText),
  );
  await index(db, 'property_parameters', ['property_id', 'parameter_id'], { unique: true });
  await index(db, 'property_parameters', ['parameter_id', 'value']);

  await createTable(db, 'property_facilities', (t) =>
    t
      .addColumn('property_id', 'integer', requiredRef('properties'))
      .addColumn('facility_id', 'integer', requiredRef('facilities'))
      .addColumn('distance', 'double precision', (c) => c.notNull().defaultTo(0)),
  );
  await index(db, 'property_facilities', ['property_id', 'facility_id'], { unique: true });
  await index(db, 'property_facilities', ['facility_id', 'distance']);

  // One counted view per viewer per day (viewer = user id or a hash of ip + user agent).
  await createLinkTable(db, 'property_views', (t) =>
    t
      .addColumn('property_id', 'integer', requiredRef('properties'))
      .addColumn('viewer', 'text', requiredText)
      .addColumn('day', 'text', requiredText)
      .addPrimaryKeyConstraint('property_views_pk', ['property_id', 'viewer', 'day']),
  );
  await index(db, 'property_views', ['day']);

  await createTable(db, 'projects', (t) =>
    t
      .addColumn('slug_id', 'text', requiredText)
      .addColumn('user_id', 'integer', references('users'))
      .addColumn('category_id', 'integer', requiredRef('categories', 'restrict'))
      .addColumn('title', 'text', requiredText)
      .addColumn('description', 'text', emptyText)
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('upcoming'))
      .addColumn('location', 'text', emptyText)
      .addColumn('city', 'text', emptyText)
      .addColumn('state', 'text', emptyText)
      .addColumn('country', 'text', emptyText)
      .addColumn('latitude', 'double precision', text)
      .addColumn('longitude', 'double precision', text)
      .addColumn('image', 'text', text)
      .addColumn('image_hash', 'text', text)
      .addColumn('video_link', 'text', text)
      .addColumn('meta_title', 'text', text)
      .addColumn('meta_description', 'text', text)
      .addColumn('meta_keywords', 'text', text)
      .addColumn('meta_image', 'text', text)
      .addColumn('status', 'integer', flag(1))
      .addColumn('request_status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('reject_reason', 'text', text)
      .addColumn('total_click', 'integer', counter),
  );
  await index(db, 'projects', ['slug_id'], { unique: true });
  await index(db, 'projects', ['user_id', 'created_at']);
  await index(db, 'projects', ['request_status', 'status', 'created_at']);
  await index(db, 'projects', ['category_id']);
  await index(db, 'projects', ['city']);

  await createTable(db, 'project_images', (t) =>
    t
      .addColumn('project_id', 'integer', requiredRef('projects'))
      .addColumn('image', 'text', requiredText)
      .addColumn('placeholder', 'text', text)
      .addColumn('sort_order', 'integer', counter),
  );
  await index(db, 'project_images', ['project_id', 'sort_order']);

  await createTable(db, 'project_documents', (t) =>
    t
      .addColumn('project_id', 'integer', requiredRef('projects'))
      .addColumn('file', 'text', requiredText)
      .addColumn('file_name', 'text', requiredText)
      .addColumn('type', 'text', requiredText)
      .addColumn('size', 'integer', counter),
  );
  await index(db, 'project_documents', ['project_id']);

  // Plans / floors of a project, in the order the owner entered them.
  await createTable(db, 'project_plans', (t) =>
    t
      .addColumn('project_id', 'integer', requiredRef('projects'))
      .addColumn('title', 'text', requiredText)
      .addColumn('document', 'text', requiredText)
      .addColumn('sort_order', 'integer', counter),
  );
  await index(db, 'project_plans', ['project_id', 'sort_order']);
}

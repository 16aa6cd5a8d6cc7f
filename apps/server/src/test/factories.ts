import type { ParameterType } from '@abode/shared/enums';
import type { Db } from '../core/db/connect.js';
import { createSessionRepo } from '../features/auth/session.repo.js';
import { createSessionService } from '../features/auth/session.service.js';

// Test data written straight into the database with plain Kysely, so that API tests state exactly
// the rows they rely on. Every factory takes overrides and fills the rest with unique values.

let sequence = 0;
/** A short value unique within the test run, for slugs, names and emails. */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${Math.random().toString(36).slice(2, 7)}`;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export interface UserOverrides {
  name?: string;
  email?: string;
  role?: 'user' | 'admin' | 'staff';
  is_agent?: 0 | 1;
  is_active?: 0 | 1;
  verification_status?: 'initial' | 'pending' | 'success' | 'failed';
  city?: string | null;
  mobile?: string | null;
  country_code?: string | null;
  profile?: string | null;
}

export async function createUser(db: Db, overrides: UserOverrides = {}) {
  const slug = unique('user');
  const { id } = await db
    .insertInto('users')
    .values({
      slug_id: slug,
      name: overrides.name ?? `User ${slug}`,
      email: overrides.email ?? `${slug}@example.com`,
      email_verified_at: new Date().toISOString(),
      role: overrides.role ?? 'user',
      is_agent: overrides.is_agent ?? 0,
      is_active: overrides.is_active ?? 1,
      verification_status: overrides.verification_status ?? 'initial',
      city: overrides.city ?? null,
      mobile: overrides.mobile ?? null,
      country_code: overrides.country_code ?? null,
      profile: overrides.profile ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slug_id: slug };
}

/** A bearer token for the user and the header that carries it. */
export async function loginAs(db: Db, userId: number) {
  const { token } = await createSessionService(createSessionRepo(db), { ttlDays: 1 }).issue(userId);
  return { token, auth: { authorization: `Bearer ${token}` } };
}

export async function languageIdOf(db: Db, code: string): Promise<number> {
  await db
    .insertInto('languages')
    .values({ code, name: code, rtl: code === 'ar' ? 1 : 0 })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await db.selectFrom('languages').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

/** A translation of one field of a row (entity in the singular: 'category', 'property'…). */
export async function translate(db: Db, entity: string, entityId: number, field: string, value: string, code = 'ar') {
  const languageId = await languageIdOf(db, code);
  await db.insertInto('translations').values({ entity, entity_id: entityId, language_id: languageId, field, value }).execute();
}

export interface ParameterSpec {
  name: string;
  type: ParameterType;
  options?: string[];
  is_required?: 0 | 1;
}

export async function createCategory(db: Db, overrides: { name?: string; image?: string | null; status?: 0 | 1; parameters?: ParameterSpec[] } = {}) {
  const slug = unique('category');
  const { id } = await db
    .insertInto('categories')
    .values({ category: overrides.name ?? `Category ${slug}`, slug_id: slug, image: overrides.image ?? null, status: overrides.status ?? 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parameterIds: number[] = [];
  for (const [order, spec] of (overrides.parameters ?? []).entries()) {
    const parameter = await db
      .insertInto('parameters')
      .values({ name: spec.name, type_of_parameter: spec.type, type_values: JSON.stringify(spec.options ?? []), is_required: spec.is_required ?? 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('category_parameters').values({ category_id: id, parameter_id: parameter.id, sort_order: order }).execute();
    parameterIds.push(parameter.id);
  }
  return { id, slug_id: slug, parameterIds };
}

export async function createFacility(db: Db, overrides: { name?: string; image?: string | null; status?: 0 | 1 } = {}) {
  const { id } = await db
    .insertInto('facilities')
    .values({ name: overrides.name ?? unique('Facility'), image: overrides.image ?? null, status: overrides.status ?? 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

export interface PropertyOverrides {
  category_id: number;
  user_id?: number | null;
  title?: string;
  description?: string;
  property_type?: number;
  rentduration?: string | null;
  /** minor units */
  price?: number;
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
  title_image?: string | null;
  is_premium?: 0 | 1;
  status?: 0 | 1;
  request_status?: 'pending' | 'approved' | 'rejected';
  total_click?: number;
  total_favourites?: number;
  created_at?: string;
  expires_at?: string | null;
  /** number of gallery images */
  images?: number;
  documents?: number;
  parameters?: { parameter_id: number; value: string }[];
  facilities?: { facility_id: number; distance: number }[];
}

/** A listing, approved and active unless told otherwise, with its gallery, parameters and facilities. */
export async function createProperty(db: Db, overrides: PropertyOverrides) {
  const slug = unique('property');
  const { id } = await db
    .insertInto('properties')
    .values({
      slug_id: slug,
      category_id: overrides.category_id,
      user_id: overrides.user_id === undefined ? null : overrides.user_id,
      title: overrides.title ?? `Listing ${slug}`,
      description: overrides.description ?? 'A bright home with a view.',
      property_type: overrides.property_type ?? 0,
      rentduration: overrides.rentduration ?? null,
      price: overrides.price ?? 1_250_000_00,
      currency_code: 'AED',
      address: overrides.address ?? '1 Marina Walk',
      city: overrides.city ?? 'Dubai',
      state: overrides.state ?? 'Dubai',
      country: overrides.country ?? 'United Arab Emirates',
      latitude: overrides.latitude ?? 25.08,
      longitude: overrides.longitude ?? 55.14,
      title_image: overrides.title_image === undefined ? `properties/${slug}.webp` : overrides.title_image,
      title_image_hash: 'data:image/webp;base64,AAAA',
      is_premium: overrides.is_premium ?? 0,
      status: overrides.status ?? 1,
      request_status: overrides.request_status ?? 'approved',
      total_click: overrides.total_click ?? 0,
      total_favourites: overrides.total_favourites ?? 0,
      created_at: overrides.created_at ?? new Date().toISOString(),
      expires_at: overrides.expires_at ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < (overrides.images ?? 0); i++) {
    await db.insertInto('property_images').values({ property_id: id, image: `properties/${slug}-g${i}.webp`, sort_order: i }).execute();
  }
  for (let i = 0; i < (overrides.documents ?? 0); i++) {
    await db
      .insertInto('property_documents')
      .values({ property_id: id, file: `documents/${slug}-${i}.pdf`, file_name: `brochure-${i}.pdf`, type: 'pdf' })
      .execute();
  }
  for (const p of overrides.parameters ?? []) await db.insertInto('property_parameters').values({ property_id: id, ...p }).execute();
  for (const f of overrides.facilities ?? []) await db.insertInto('property_facilities').values({ property_id: id, ...f }).execute();
  return { id, slug_id: slug };
}

/** An approved advertisement running now (or as told) for a property or a project. */
/** The text fields of a post_property form for a sell listing in Dubai Marina; the files are the caller's. */
export function postPropertyFields(categoryId: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    description: 'A listing posted by a test.',
    category_id: String(categoryId),
    property_type: '0',
    price: '1000000',
    address: 'Marina Walk',
    city: 'Dubai',
    state: 'Dubai',
    country: 'United Arab Emirates',
    latitude: '25.08',
    longitude: '55.14',
    ...overrides,
  };
}

export async function promote(db: Db, target: { property_id?: number; project_id?: number }, overrides: { status?: number; is_enable?: 0 | 1; end_date?: string } = {}) {
  await db
    .insertInto('advertisements')
    .values({
      feature_for: target.project_id ? 'project' : 'property',
      property_id: target.property_id ?? null,
      project_id: target.project_id ?? null,
      status: overrides.status ?? 0,
      is_enable: overrides.is_enable ?? 1,
      start_date: daysAgo(1),
      end_date: overrides.end_date ?? daysAhead(30),
    })
    .execute();
}

export async function createProject(
  db: Db,
  overrides: { category_id: number; user_id?: number | null; title?: string; city?: string; request_status?: 'pending' | 'approved' | 'rejected'; status?: 0 | 1; images?: number; plans?: number; documents?: number; created_at?: string },
) {
  const slug = unique('project');
  const { id } = await db
    .insertInto('projects')
    .values({
      slug_id: slug,
      category_id: overrides.category_id,
      user_id: overrides.user_id === undefined ? null : overrides.user_id,
      title: overrides.title ?? `Project ${slug}`,
      description: 'Residences by the water.',
      type: 'under_construction',
      location: 'Creek Harbour',
      city: overrides.city ?? 'Dubai',
      state: 'Dubai',
      country: 'United Arab Emirates',
      latitude: 25.2,
      longitude: 55.35,
      image: `projects/${slug}.webp`,
      status: overrides.status ?? 1,
      request_status: overrides.request_status ?? 'approved',
      created_at: overrides.created_at ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < (overrides.images ?? 0); i++) {
    await db.insertInto('project_images').values({ project_id: id, image: `projects/${slug}-g${i}.webp`, sort_order: i }).execute();
  }
  for (let i = 0; i < (overrides.plans ?? 0); i++) {
    await db.insertInto('project_plans').values({ project_id: id, title: `Floor ${i + 1}`, document: `projects/${slug}-plan${i}.webp`, sort_order: i }).execute();
  }
  for (let i = 0; i < (overrides.documents ?? 0); i++) {
    await db.insertInto('project_documents').values({ project_id: id, file: `documents/${slug}-${i}.pdf`, file_name: `brochure-${i}.pdf`, type: 'pdf' }).execute();
  }
  return { id, slug_id: slug };
}

export async function createArticleCategory(db: Db, name = unique('Guides')) {
  const slug = unique('article-category');
  const { id } = await db.insertInto('article_categories').values({ category: name, slug_id: slug }).returning('id').executeTakeFirstOrThrow();
  return { id, slug_id: slug };
}

export async function createArticle(db: Db, overrides: { category_id?: number | null; title?: string; status?: 0 | 1; created_at?: string; view_count?: number } = {}) {
  const slug = unique('article');
  const { id } = await db
    .insertInto('articles')
    .values({
      slug_id: slug,
      category_id: overrides.category_id ?? null,
      title: overrides.title ?? `Article ${slug}`,
      description: '<p>How to buy a home.</p>',
      image: `articles/${slug}.webp`,
      status: overrides.status ?? 1,
      view_count: overrides.view_count ?? 0,
      created_at: overrides.created_at ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slug_id: slug };
}

export async function createFaq(db: Db, overrides: { question?: string; answer?: string; status?: 0 | 1; sort_order?: number } = {}) {
  const { id } = await db
    .insertInto('faqs')
    .values({
      question: overrides.question ?? `${unique('Question')}?`,
      answer: overrides.answer ?? 'An answer.',
      status: overrides.status ?? 1,
      sort_order: overrides.sort_order ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

export async function createSlider(db: Db, overrides: { type?: number; property_id?: number | null; category_id?: number | null; link?: string | null; sort_order?: number } = {}) {
  const { id } = await db
    .insertInto('sliders')
    .values({
      type: overrides.type ?? 1,
      image: `sliders/${unique('slide')}.webp`,
      property_id: overrides.property_id ?? null,
      category_id: overrides.category_id ?? null,
      link: overrides.link ?? null,
      sort_order: overrides.sort_order ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

/** Gives the user the first seeded package that includes this feature, running or already ended. */
export async function subscribeTo(db: Db, userId: number, feature: string, running = true) {
  const pack = await db
    .selectFrom('package_feature_limits')
    .innerJoin('package_features', 'package_features.id', 'package_feature_limits.feature_id')
    .select('package_feature_limits.package_id')
    .where('package_features.name', '=', feature)
    .orderBy('package_feature_limits.package_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_packages')
    .values({ user_id: userId, package_id: pack.package_id, start_date: daysAgo(10), end_date: running ? daysAhead(10) : daysAgo(1) })
    .execute();
}

/** Sets settings rows, replacing what the reference seed wrote. */
export async function setSettings(db: Db, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}

export const dates = { daysAgo, daysAhead };

/**
 * A package of its own with the given feature limits, held by `userId` from 10 days ago for
 * `days` more days; answers the package and the holding (user_packages) ids.
 */
export async function grantPackage(db: Db, userId: number, features: Record<string, number | 'unlimited'>, options: { days?: number; price?: number } = {}) {
  const stamp = new Date().toISOString();
  const pack = await db
    .insertInto('packages')
    .values({ name: unique('Test package'), package_type: options.price ? 'paid' : 'free', price: options.price ?? 0, currency_code: 'AED', duration_hours: 24 * 30, status: 1, created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [name, limit] of Object.entries(features)) {
    const feature = await db.selectFrom('package_features').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    await db
      .insertInto('package_feature_limits')
      .values({ package_id: pack.id, feature_id: feature.id, limit_type: limit === 'unlimited' ? 'unlimited' : 'limited', limit: limit === 'unlimited' ? null : limit, created_at: stamp, updated_at: stamp })
      .execute();
  }
  const held = await db
    .insertInto('user_packages')
    .values({ user_id: userId, package_id: pack.id, start_date: daysAgo(10), end_date: daysAhead(options.days ?? 10), created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { packageId: pack.id, userPackageId: held.id };
}

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../core/db/connect.js';
import type { Database } from '../core/db/schema.js';
import { type Env, loadEnv } from '../core/env.js';
import { IMAGE_WIDTHS } from '../core/media/image-pipeline.js';
import { LocalStorage } from '../core/media/local-storage.js';
import { verifyPassword } from '../core/security/password.js';
import { createTestDatabase, testDialects } from '../test/databases.js';
import { COUNTRY } from '../core/geo/uae.js';
import { CATEGORIES, FACILITIES } from './reference/catalogue.js';
import { addMissingKeys } from './reference/languages.js';
import { SETTINGS } from './reference/settings.js';
import { seedReference } from './reference.js';
import { seedOnFirstStart } from './seed.js';

const COUNTED: (keyof Database)[] = [
  'languages',
  'settings',
  'currencies',
  'categories',
  'parameters',
  'category_parameters',
  'facilities',
  'report_reasons',
  'packages',
  'package_features',
  'package_feature_limits',
  'homepage_sections',
  'seo_settings',
  'verification_fields',
  'verification_field_options',
  'cities',
  'translations',
];

describe('addMissingKeys', () => {
  it('adds keys a release shipped, at any depth, and keeps every stored value', () => {
    const stored = { home: { title: 'My title' }, footer: 'Mine' };
    const shipped = { home: { title: 'Shipped', subtitle: 'New' }, footer: 'Shipped', header: { login: 'Log in' } };
    expect(addMissingKeys(stored, shipped)).toEqual({ home: { title: 'My title', subtitle: 'New' }, footer: 'Mine', header: { login: 'Log in' } });
  });
});

describe.each(testDialects())('seed on %s', (dialect) => {
  let database: DatabaseHandle;
  let dataDir: string;
  let storage: LocalStorage;
  const envFor = (overrides: Record<string, string> = {}): Env =>
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_EMAIL: 'owner@abode.test', ...overrides });
  const counts = async () => {
    const db = database.db;
    const entries = await Promise.all(
      COUNTED.map(async (table) => {
        const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        return [table, Number(row.n)] as const;
      }),
    );
    return Object.fromEntries(entries);
  };

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'abode-seed-'));
    storage = new LocalStorage(path.join(dataDir, 'media'), 'http://abode.test/images');
  });
  afterEach(async () => {
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reference data: complete, with icons on disk, and the same after a second run', async () => {
    const ctx = { env: envFor(), db: database.db, storage };
    await seedReference(ctx);
    const first = await counts();
    expect(first.categories).toBe(CATEGORIES.length);
    expect(first.facilities).toBe(FACILITIES.length);
    expect(first.languages).toBe(2);
    expect(first.homepage_sections).toBe(14);
    expect(first.package_features).toBe(7);
    expect(first.cities).toBeGreaterThanOrEqual(8);
    expect(first.settings).toBeGreaterThan(Object.keys(SETTINGS).length);

    const types = await database.db.selectFrom('parameters').select('type_of_parameter').distinct().execute();
    expect(types.map((t) => t.type_of_parameter).sort()).toEqual(['checkbox', 'dropdown', 'file', 'number', 'radiobutton', 'textarea', 'textbox']);
    const icons = await database.db.selectFrom('categories').select('image').execute();
    for (const { image } of icons) expect(await storage.exists(image!)).toBe(true);
    const arabic = await database.db
      .selectFrom('translations')
      .innerJoin('categories', 'categories.id', 'translations.entity_id')
      .select('translations.value')
      .where('translations.entity', '=', 'category')
      .where('categories.slug_id', '=', 'villa')
      .executeTakeFirst();
    expect(arabic?.value).toBe('فيلا');

    await seedReference(ctx);
    expect(await counts()).toEqual(first);
  });

  it('reference data: never brings back or overwrites what the admin changed', async () => {
    const ctx = { env: envFor(), db: database.db, storage };
    const db = database.db;
    await seedReference(ctx);
    await db.updateTable('settings').set({ value: 'My Homes' }).where('key', '=', 'company_name').execute();
    await db.updateTable('categories').set({ category: 'Flats' }).where('slug_id', '=', 'apartment').execute();
    await db.deleteFrom('facilities').where('name', '=', 'Airport').execute();
    await db.deleteFrom('settings').where('key', '=', 'demo_mode').execute();
    await db.updateTable('languages').set({ web_translations: '{"edited":"mine"}' }).where('code', '=', 'en').execute();
    await db.deleteFrom('languages').where('code', '=', 'ar').execute();

    await seedReference(ctx);
    const setting = (key: string) => db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    expect((await setting('company_name'))?.value).toBe('My Homes');
    // a missing key comes back, with its first value
    expect((await setting('demo_mode'))?.value).toBe('0');
    expect(await db.selectFrom('categories').select('id').where('category', '=', 'Apartment').execute()).toHaveLength(0);
    expect(await db.selectFrom('facilities').select('id').where('name', '=', 'Airport').execute()).toHaveLength(0);
    const en = await db.selectFrom('languages').select('web_translations').where('code', '=', 'en').executeTakeFirstOrThrow();
    expect(JSON.parse(en.web_translations)).toMatchObject({ edited: 'mine' });
    expect(await db.selectFrom('languages').select('id').where('code', '=', 'ar').execute()).toHaveLength(0);
  });

  it('creates the admin once and prints its credentials once', async () => {
    const printed: string[] = [];
    const ctx = { env: envFor(), db: database.db, storage };
    await seedOnFirstStart(ctx, { print: (text) => printed.push(text) });
    await seedOnFirstStart(ctx, { print: (text) => printed.push(text) });

    const admins = await database.db.selectFrom('users').select(['email', 'password_hash']).where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
    expect(admins[0]!.email).toBe('owner@abode.test');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('owner@abode.test');
    const password = /password: (\S+)/.exec(printed[0]!)?.[1];
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(await verifyPassword(admins[0]!.password_hash!, password!)).toBe(true);
  });

  it('a configured ADMIN_PASSWORD is used and never printed', async () => {
    const printed: string[] = [];
    await seedOnFirstStart({ env: envFor({ ADMIN_PASSWORD: 'correct-horse-battery' }), db: database.db, storage }, { print: (t) => printed.push(t) });
    const admin = await database.db.selectFrom('users').select('password_hash').where('role', '=', 'admin').executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.password_hash!, 'correct-horse-battery')).toBe(true);
    expect(printed.join('')).not.toContain('correct-horse-battery');
  });

  it('seeds the demo once, on an empty database, with every listing state', { timeout: 180_000 }, async () => {
    const printed: string[] = [];
    const ctx = { env: envFor({ SEED_DEMO: '1' }), db: database.db, storage };
    const demo = { properties: 30, projects: 4, agents: 5, users: 6, picturesPerKind: 1, translatedListings: 3 };
    await seedOnFirstStart(ctx, { print: (t) => printed.push(t), demo });
    await seedOnFirstStart(ctx, { print: (t) => printed.push(t), demo });
    const db = database.db;

    const properties = await db.selectFrom('properties').selectAll().execute();
    expect(properties).toHaveLength(30);
    expect(new Set(properties.map((p) => p.request_status))).toEqual(new Set(['approved', 'pending', 'rejected']));
    expect(properties.some((p) => p.status === 0)).toBe(true);
    expect(properties.some((p) => p.property_type === 2 || p.property_type === 3)).toBe(true);
    for (const p of properties) {
      expect(p.country).toBe(COUNTRY);
      expect(p.latitude).toBeGreaterThan(22.5);
      expect(p.latitude).toBeLessThan(26.5);
      expect(p.longitude).toBeGreaterThan(51.5);
      expect(p.longitude).toBeLessThan(56.5);
      expect(p.price).toBeGreaterThan(0);
      expect(p.rentduration !== null).toBe(p.property_type === 1 || p.property_type === 3);
      expect(p.reject_reason !== null).toBe(p.request_status === 'rejected');
      expect(await storage.exists(p.title_image!)).toBe(true);
    }
    const gallery = await db.selectFrom('property_images').select(['property_id', 'image']).execute();
    for (const p of properties) {
      const own = gallery.filter((g) => g.property_id === p.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(6);
    }
    // every listing picture on disk belongs to a listing: the painted pool was removed again
    const threeD = properties.flatMap((p) => (p.three_d_image ? [p.three_d_image] : []));
    const referenced = new Set([...properties.map((p) => p.title_image!), ...gallery.map((g) => g.image), ...threeD]);
    const onDisk = await readdir(path.join(storage.localRoot, 'properties'));
    const variant = new RegExp(`-(${IMAGE_WIDTHS.join('|')})\\.webp$`);
    const mainFiles = onDisk.filter((file) => !variant.test(file)).map((file) => `properties/${file}`);
    expect(new Set(mainFiles)).toEqual(referenced);

    // a few live listings show a video, a 360° image and a document
    const showcase = properties.filter((p) => p.video_link);
    expect(showcase).toHaveLength(3);
    for (const p of showcase) {
      expect(p.request_status).toBe('approved');
      expect(p.video_link).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{11}$/);
      expect(await storage.exists(p.three_d_image!)).toBe(true);
    }
    expect(threeD).toHaveLength(3);
    const documents = await db.selectFrom('property_documents').select(['property_id', 'file', 'type', 'size']).execute();
    expect(documents.map((d) => d.property_id).sort()).toEqual(showcase.map((p) => p.id).sort());
    for (const d of documents) {
      expect(d.type).toBe('pdf');
      expect((await readFile(path.join(storage.localRoot, d.file))).subarray(0, 5).toString()).toBe('%PDF-');
    }

    const favourites = await db.selectFrom('favourites').select('property_id').execute();
    expect(properties.reduce((sum, p) => sum + p.total_favourites, 0)).toBe(favourites.length);
    expect(await db.selectFrom('property_parameters').select('id').execute()).not.toHaveLength(0);
    expect(await db.selectFrom('translations').select('id').where('entity', '=', 'property').execute()).toHaveLength(6);

    const projects = await db.selectFrom('projects').select('id').execute();
    expect(projects).toHaveLength(4);
    const plans = await db.selectFrom('project_plans').select(['project_id', 'document']).execute();
    for (const { id } of projects) expect(plans.filter((p) => p.project_id === id).length).toBeGreaterThanOrEqual(2);
    for (const { document } of plans) expect(await storage.exists(document)).toBe(true);

    const agents = await db.selectFrom('users').select(['verification_status', 'profile']).where('is_agent', '=', 1).execute();
    expect(agents).toHaveLength(5);
    expect(agents.some((a) => a.verification_status === 'success')).toBe(true);
    expect(agents.every((a) => a.profile !== null)).toBe(true);
    expect((await db.selectFrom('articles').select('id').execute()).length).toBeGreaterThanOrEqual(12);
    expect((await db.selectFrom('faqs').select('id').execute()).length).toBeGreaterThanOrEqual(10);
    expect((await db.selectFrom('sliders').select('id').execute()).length).toBeGreaterThanOrEqual(3);
    const ads = await db.selectFrom('advertisements').select(['status', 'end_date']).execute();
    expect(ads.length).toBeGreaterThan(0);
    for (const ad of ads) {
      expect(ad.status).toBe(0);
      expect(Date.parse(ad.end_date)).toBeGreaterThan(Date.now());
    }

    // the demo password printed on the first start opens the demo accounts
    expect(printed).toHaveLength(1);
    const [, email] = /e\.g\.\s+(\S+)/.exec(printed[0]!) ?? [];
    const [, password] = /Demo accounts[\s\S]*password: (\S+)/.exec(printed[0]!) ?? [];
    const agent = await db.selectFrom('users').select('password_hash').where('email', '=', email!).executeTakeFirstOrThrow();
    expect(await verifyPassword(agent.password_hash!, password!)).toBe(true);
  });
});

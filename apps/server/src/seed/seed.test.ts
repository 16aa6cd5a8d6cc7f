import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { overlay } from '@abode/shared/i18n/overlay';
import type { DatabaseHandle } from '../core/db/connect.js';
import type { Database } from '../core/db/schema.js';
import { type Env, loadEnv } from '../core/env.js';
import { LocalStorage } from '../core/media/local-storage.js';
import { verifyPassword } from '../core/security/password.js';
import { createTestDatabase, testDialects } from '../test/databases.js';
import { CATEGORIES, FACILITIES } from './reference/catalogue.js';
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

describe('stored translations over the shipped ones (overlay)', () => {
  it('adds keys a release shipped, at any depth, and keeps every stored value', () => {
    const stored = { home: { title: 'My title' }, footer: 'Mine' };
    const shipped = { home: { title: 'Shipped', subtitle: 'New' }, footer: 'Shipped', header: { login: 'Log in' } };
    expect(overlay(shipped, stored)).toEqual({ home: { title: 'My title', subtitle: 'New' }, footer: 'Mine', header: { login: 'Log in' } });
  });
});

describe.each(testDialects())('seed on %s', (dialect) => {
  let database: DatabaseHandle;
  let dataDir: string;
  let storage: LocalStorage;
  let privateStorage: LocalStorage;
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
    privateStorage = new LocalStorage(path.join(dataDir, 'private'), '');
  });
  afterEach(async () => {
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reference data: complete, with icons on disk, and the same after a second run', async () => {
    const ctx = { env: envFor(), db: database.db, storage, privateStorage };
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
    const ctx = { env: envFor(), db: database.db, storage, privateStorage };
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
    const ctx = { env: envFor(), db: database.db, storage, privateStorage };
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
    await seedOnFirstStart({ env: envFor({ ADMIN_PASSWORD: 'correct-horse-battery' }), db: database.db, storage, privateStorage }, { print: (t) => printed.push(t) });
    const admin = await database.db.selectFrom('users').select('password_hash').where('role', '=', 'admin').executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.password_hash!, 'correct-horse-battery')).toBe(true);
    expect(printed.join('')).not.toContain('correct-horse-battery');
  });

  it('seeds a demo only when SEED_DEMO is on and one is handed in, and only on an empty database', async () => {
    const runs: string[] = [];
    const demo = async () => {
      runs.push('demo');
      return { counts: {}, password: 'pw', sampleAgentEmail: 'agent@example.com', ms: 0 };
    };
    await seedOnFirstStart({ env: envFor({ SEED_DEMO: '0' }), db: database.db, storage, privateStorage }, { print: () => {}, demo });
    expect(runs).toEqual([]);
    const printed: string[] = [];
    await seedOnFirstStart({ env: envFor({ SEED_DEMO: '1' }), db: database.db, storage, privateStorage }, { print: (t) => printed.push(t) });
    expect(printed.join('')).not.toContain('Demo accounts');
    await seedOnFirstStart({ env: envFor({ SEED_DEMO: '1' }), db: database.db, storage, privateStorage }, { print: (t) => printed.push(t), demo });
    expect(runs).toEqual(['demo']);
    expect(printed.at(-1)).toContain('agent@example.com');
  });
});

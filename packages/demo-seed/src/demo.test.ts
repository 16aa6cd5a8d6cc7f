import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@abode/server/core/db/connect';
import { loadEnv } from '@abode/server/core/env';
import { COUNTRY } from '@abode/server/core/geo/uae';
import { IMAGE_WIDTHS } from '@abode/server/core/media/image-pipeline';
import { LocalStorage } from '@abode/server/core/media/local-storage';
import { verifyPassword } from '@abode/server/core/security/password';
import type { FirstStartContext } from '@abode/server/seed/reference';
import { seedOnFirstStart } from '@abode/server/seed/seed';
import { createTestDatabase, testDialects } from '@abode/server/test/databases';
import { seedDemo } from './index.js';

describe.each(testDialects())('demo seed on %s', (dialect) => {
  let database: DatabaseHandle;
  let dataDir: string;
  let storage: LocalStorage;
  let privateStorage: LocalStorage;
  const envFor = (overrides: Record<string, string> = {}) =>
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_EMAIL: 'owner@abode.test', ...overrides });

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'abode-demo-'));
    storage = new LocalStorage(path.join(dataDir, 'media'), 'http://abode.test/images');
    privateStorage = new LocalStorage(path.join(dataDir, 'private'), '');
  });
  afterEach(async () => {
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo once, on an empty database, with every listing state', { timeout: 180_000 }, async () => {
    const printed: string[] = [];
    const ctx = { env: envFor({ SEED_DEMO: '1' }), db: database.db, storage, privateStorage };
    const size = { properties: 30, projects: 4, agents: 5, users: 6, picturesPerKind: 1, translatedListings: 3 };
    const demo = (seedCtx: FirstStartContext) => seedDemo(seedCtx, size);
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
    // identity documents: in the private storage only, one file each, and no public copy of any size
    const idCards = await db
      .selectFrom('verification_values')
      .innerJoin('verification_fields', 'verification_fields.id', 'verification_values.field_id')
      .select('verification_values.value')
      .where('verification_fields.field_type', '=', 'file')
      .execute();
    expect(idCards.length).toBeGreaterThan(0);
    for (const { value } of idCards) {
      expect(value).toMatch(/^agent-verification\/[0-9a-f-]{36}\.png$/);
      expect(await privateStorage.exists(value)).toBe(true);
    }
    expect(await readdir(path.join(privateStorage.localRoot, 'agent-verification'))).toHaveLength(idCards.length);
    expect(await readdir(storage.localRoot)).not.toContain('verification');
    expect(await readdir(storage.localRoot)).not.toContain('agent-verification');
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

import { HOMEPAGE_SECTION_TYPES, PACKAGE_FEATURES } from '@abode/shared/enums';
import type { Db } from '../core/db/connect.js';
import type { Env } from '../core/env.js';
import type { Storage } from '../core/media/storage.js';
import { createIconStore, type StoreIcon } from './icons.js';
import { CATALOGUE_VERSION, catalogueVersion, seedCatalogue } from './reference/catalogue-seed.js';
import { CURRENCIES } from './reference/currencies.js';
import { seedLanguages } from './reference/languages.js';
import { IMAGE_SETTINGS, SETTINGS } from './reference/settings.js';
import { HOMEPAGE_SECTIONS, PACKAGE_FEATURE_NAMES_AR, SEO_PAGES } from './reference/site.js';
import { insertTranslations, languageId } from './rows.js';

export interface SeedContext {
  env: Env;
  db: Db;
  storage: Storage;
}

/** The first start also writes private files: the demo agents' identity documents (ADR 014). */
export interface FirstStartContext extends SeedContext {
  privateStorage: Storage;
}

/**
 * Reference data a working install needs (production included). Safe on every start: it adds
 * what is missing and never changes a row the admin may have edited.
 */
export async function seedReference(ctx: SeedContext): Promise<void> {
  const { db, storage } = ctx;
  const storeIcon = createIconStore(storage);
  const firstRun = (await catalogueVersion(db)) < CATALOGUE_VERSION;
  await seedLanguages(db, firstRun);
  const arabicId = await languageId(db, 'ar');

  await db
    .insertInto('currencies')
    .values([...CURRENCIES])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await seedSettings(db, storeIcon);
  await seedSiteConfiguration(db, arabicId);

  if (firstRun) await seedCatalogue(db, storeIcon, arabicId);
}

async function seedSettings(db: Db, storeIcon: StoreIcon): Promise<void> {
  const present = new Set((await db.selectFrom('settings').select('key').execute()).map((r) => r.key));
  const rows = Object.entries(SETTINGS)
    .filter(([key]) => !present.has(key))
    .map(([key, value]) => ({ key, value }));
  const images = await Promise.all(
    IMAGE_SETTINGS.filter((s) => !present.has(s.key)).map(async (s) => ({ key: s.key, value: (await storeIcon(s.icon, s.color, 'settings')).key })),
  );
  if (rows.length + images.length === 0) return;
  await db
    .insertInto('settings')
    .values([...rows, ...images])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Rows the code looks up by a fixed name: package features, homepage sections, SEO pages. */
async function seedSiteConfiguration(db: Db, arabicId: number | null): Promise<void> {
  const features = await db
    .insertInto('package_features')
    .values(PACKAGE_FEATURES.map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doNothing())
    .returning(['id', 'name'])
    .execute();
  const sections = await db
    .insertInto('homepage_sections')
    .values(HOMEPAGE_SECTION_TYPES.map((type, i) => ({ type, title: HOMEPAGE_SECTIONS[type].title, sort_order: i + 1 })))
    .onConflict((oc) => oc.column('type').doNothing())
    .returning(['id', 'type'])
    .execute();
  await db
    .insertInto('seo_settings')
    .values(SEO_PAGES.map((p) => ({ ...p })))
    .onConflict((oc) => oc.column('page').doNothing())
    .execute();
  await insertTranslations(db, arabicId, [
    ...features.map((f) => ({
      entity: 'package_feature',
      entity_id: f.id,
      field: 'name',
      value: PACKAGE_FEATURE_NAMES_AR[f.name as keyof typeof PACKAGE_FEATURE_NAMES_AR],
    })),
    ...sections.map((s) => ({
      entity: 'homepage_section',
      entity_id: s.id,
      field: 'title',
      value: HOMEPAGE_SECTIONS[s.type as keyof typeof HOMEPAGE_SECTIONS].titleAr,
    })),
  ]);
}

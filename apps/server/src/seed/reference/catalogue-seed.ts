import { slugify } from '@abode/shared/slug';
import type { Db } from '../../core/db/connect.js';
import { COUNTRY, CITIES } from '../../core/geo/uae.js';
import type { StoreIcon } from '../icons.js';
import { insertRows, insertTranslations, type TranslationSeed } from '../rows.js';
import { CATEGORIES, FACILITIES, PARAMETERS, type ParameterKey, REPORT_REASONS } from './catalogue.js';
import { BRAND_COLOR } from './settings.js';
import { PACKAGES, VERIFICATION_FIELDS } from './site.js';

// The admin-editable catalogue, written once per CATALOGUE_VERSION: after that the admin owns
// these rows, and renaming or deleting one must not make it come back on the next start.

export const CATALOGUE_VERSION = 1;
export const CATALOGUE_VERSION_KEY = 'seed_catalogue_version';

export async function catalogueVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', CATALOGUE_VERSION_KEY).executeTakeFirst();
  return row ? Number(row.value) || 0 : 0;
}

/** Icons first (files before the rows that point at them), then every row in one transaction. */
export async function seedCatalogue(db: Db, storeIcon: StoreIcon, arabicId: number | null): Promise<void> {
  const parameterKeys = Object.keys(PARAMETERS) as ParameterKey[];
  const [categoryIcons, parameterIcons, facilityIcons] = await Promise.all([
    Promise.all(CATEGORIES.map((c) => storeIcon(c.icon, BRAND_COLOR, 'categories'))),
    Promise.all(parameterKeys.map((k) => storeIcon(PARAMETERS[k].icon, BRAND_COLOR, 'parameters'))),
    Promise.all(FACILITIES.map((f) => storeIcon(f.icon, BRAND_COLOR, 'facilities'))),
  ]);

  await db.transaction().execute(async (trx) => {
    const arabic: TranslationSeed[] = [];

    const categories = await trx
      .insertInto('categories')
      .values(
        CATEGORIES.map((c, i) => ({
          category: c.name,
          slug_id: slugify(c.name),
          image: categoryIcons[i]!.key,
          sort_order: i + 1,
          meta_title: `${capitalise(c.plural)} for Sale and Rent in the UAE | Abode`.slice(0, 60),
          meta_description: `Browse ${c.plural} for sale and rent in Dubai, Abu Dhabi, Sharjah and across the UAE, with photos, prices and locations on the map.`,
          meta_keywords: `${c.plural} for sale, ${c.plural} for rent, ${c.name.toLowerCase()} UAE, ${c.name.toLowerCase()} Dubai`,
        })),
      )
      .returning(['id', 'category'])
      .execute();
    const categoryId = new Map(categories.map((c) => [c.category, c.id]));

    const parameters = await trx
      .insertInto('parameters')
      .values(
        parameterKeys.map((key, i) => {
          const p = PARAMETERS[key];
          return {
            name: p.name,
            type_of_parameter: p.type,
            type_values: JSON.stringify(p.options ?? []),
            image: parameterIcons[i]!.key,
            is_required: p.required ? 1 : 0,
          };
        }),
      )
      .returning(['id', 'name'])
      .execute();
    const parameterId = new Map(parameterKeys.map((key) => [key, parameters.find((p) => p.name === PARAMETERS[key].name)!.id]));

    await insertRows(
      trx,
      'category_parameters',
      CATEGORIES.flatMap((c) =>
        c.parameters.map((key, order) => ({ category_id: categoryId.get(c.name)!, parameter_id: parameterId.get(key)!, sort_order: order + 1 })),
      ),
    );

    for (const c of CATEGORIES) arabic.push({ entity: 'category', entity_id: categoryId.get(c.name)!, field: 'category', value: c.nameAr });
    for (const key of parameterKeys) {
      const p = PARAMETERS[key];
      arabic.push({ entity: 'parameter', entity_id: parameterId.get(key)!, field: 'name', value: p.nameAr });
      if (p.optionsAr) arabic.push({ entity: 'parameter', entity_id: parameterId.get(key)!, field: 'type_values', value: JSON.stringify(p.optionsAr) });
    }

    const facilities = await trx
      .insertInto('facilities')
      .values(FACILITIES.map((f, i) => ({ name: f.name, image: facilityIcons[i]!.key })))
      .returning(['id', 'name'])
      .execute();
    for (const f of FACILITIES) {
      arabic.push({ entity: 'facility', entity_id: facilities.find((r) => r.name === f.name)!.id, field: 'name', value: f.nameAr });
    }

    const reasons = await trx
      .insertInto('report_reasons')
      .values(REPORT_REASONS.map((r) => ({ reason: r.reason })))
      .returning(['id', 'reason'])
      .execute();
    for (const r of REPORT_REASONS) {
      arabic.push({ entity: 'report_reason', entity_id: reasons.find((row) => row.reason === r.reason)!.id, field: 'reason', value: r.reasonAr });
    }

    await seedPackages(trx, arabic);
    await seedVerificationForm(trx, arabic);

    await trx
      .insertInto('cities')
      .values(CITIES.map((c) => ({ name: c.name, state: c.state, country: COUNTRY, latitude: c.latitude, longitude: c.longitude })))
      .onConflict((oc) => oc.columns(['name', 'state', 'country']).doNothing())
      .execute();

    await insertTranslations(trx, arabicId, arabic);
    await trx
      .insertInto('settings')
      .values({ key: CATALOGUE_VERSION_KEY, value: String(CATALOGUE_VERSION) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(CATALOGUE_VERSION) }))
      .execute();
  });
}

async function seedPackages(db: Db, arabic: TranslationSeed[]): Promise<void> {
  const features = await db.selectFrom('package_features').select(['id', 'name']).execute();
  const featureId = new Map(features.map((f) => [f.name, f.id]));
  const packages = await db
    .insertInto('packages')
    .values(
      PACKAGES.map((p, i) => ({
        name: p.name,
        package_type: p.type,
        price: p.price,
        currency_code: 'AED',
        duration_hours: p.durationHours,
        ios_product_id: p.iosProductId,
        sort_order: i + 1,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const limits = PACKAGES.flatMap((p) => {
    const packageId = packages.find((row) => row.name === p.name)!.id;
    arabic.push({ entity: 'package', entity_id: packageId, field: 'name', value: p.nameAr });
    return Object.entries(p.features).map(([feature, limit]) => ({
      package_id: packageId,
      feature_id: featureId.get(feature)!,
      limit_type: limit === 'unlimited' ? ('unlimited' as const) : ('limited' as const),
      limit: limit === 'unlimited' ? null : limit,
    }));
  });
  await insertRows(db, 'package_feature_limits', limits);
}

async function seedVerificationForm(db: Db, arabic: TranslationSeed[]): Promise<void> {
  const fields = await db
    .insertInto('verification_fields')
    .values(VERIFICATION_FIELDS.map((f, i) => ({ name: f.name, field_type: f.type, is_required: f.required ? 1 : 0, sort_order: i + 1 })))
    .returning(['id', 'name'])
    .execute();
  for (const f of VERIFICATION_FIELDS) {
    const fieldId = fields.find((row) => row.name === f.name)!.id;
    arabic.push({ entity: 'verification_field', entity_id: fieldId, field: 'name', value: f.nameAr });
    if (!f.options?.length) continue;
    // one by one: the option rows' ids are needed for their translations
    for (const [i, value] of f.options.entries()) {
      const option = await db.insertInto('verification_field_options').values({ field_id: fieldId, value }).returning('id').executeTakeFirstOrThrow();
      const valueAr = f.optionsAr?.[i];
      if (valueAr) arabic.push({ entity: 'verification_option', entity_id: option.id, field: 'value', value: valueAr });
    }
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

import { slugify } from '@abode/shared/slug';
import type { Db } from '@abode/server/core/db/connect';
import type { ListingKind } from '@abode/server/core/geo/uae';
import { CATEGORIES, FACILITIES, PARAMETERS, type ParameterKey } from '@abode/server/seed/reference/catalogue';

// The ids of the reference rows the demo points at, looked up by the names the reference seed
// gave them.

export interface ReferenceIds {
  category: Record<ListingKind, number>;
  parameter: Record<ParameterKey, number>;
  facility: Map<string, number>;
  reportReasons: number[];
  packages: Map<string, { id: number; price: number; durationHours: number; limits: { featureId: number; feature: string; limit: number | null }[] }>;
  verificationFields: Map<string, number>;
  adminId: number | null;
}

function needed<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo seed needs the reference data: ${what} is missing (run seedReference first)`);
  return value;
}

export async function loadReferenceIds(db: Db): Promise<ReferenceIds> {
  const [categories, parameters, facilities, reasons, packages, limits, fields, admin] = await Promise.all([
    db.selectFrom('categories').select(['id', 'slug_id']).execute(),
    db.selectFrom('parameters').select(['id', 'name']).execute(),
    db.selectFrom('facilities').select(['id', 'name']).execute(),
    db.selectFrom('report_reasons').select('id').orderBy('id').execute(),
    db.selectFrom('packages').select(['id', 'name', 'price', 'duration_hours']).execute(),
    db
      .selectFrom('package_feature_limits')
      .innerJoin('package_features', 'package_features.id', 'package_feature_limits.feature_id')
      .select(['package_feature_limits.package_id', 'package_feature_limits.feature_id', 'package_feature_limits.limit', 'package_features.name'])
      .execute(),
    db.selectFrom('verification_fields').select(['id', 'name']).execute(),
    db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').limit(1).executeTakeFirst(),
  ]);
  const category = Object.fromEntries(
    CATEGORIES.map((c) => [c.kind, needed(categories.find((row) => row.slug_id === slugify(c.name))?.id, `category ${c.name}`)]),
  ) as Record<ListingKind, number>;
  const parameter = Object.fromEntries(
    (Object.keys(PARAMETERS) as ParameterKey[]).map((key) => [
      key,
      needed(parameters.find((row) => row.name === PARAMETERS[key].name)?.id, `parameter ${PARAMETERS[key].name}`),
    ]),
  ) as Record<ParameterKey, number>;
  for (const f of FACILITIES) needed(facilities.find((row) => row.name === f.name), `facility ${f.name}`);
  return {
    category,
    parameter,
    facility: new Map(facilities.map((f) => [f.name, f.id])),
    reportReasons: reasons.map((r) => r.id),
    packages: new Map(
      packages.map((p) => [
        p.name,
        {
          id: p.id,
          price: p.price,
          durationHours: p.duration_hours,
          limits: limits.filter((l) => l.package_id === p.id).map((l) => ({ featureId: l.feature_id, feature: l.name, limit: l.limit })),
        },
      ]),
    ),
    verificationFields: new Map(fields.map((f) => [f.name, f.id])),
    adminId: admin?.id ?? null,
  };
}

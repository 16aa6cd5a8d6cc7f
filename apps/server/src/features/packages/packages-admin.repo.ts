import type { PackageFeature } from '@abode/shared/enums';
import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { moneyTransaction } from '../../core/db/money-transaction.js';
import { grantPackage } from './catalogue.repo.js';

// The console's packages (packages.manage): the catalogue with its feature limits, and the
// packages users hold, granted or taken back by hand. Each change and its audit row commit together.

export interface PackageValues {
  name: string;
  package_type: 'free' | 'paid';
  /** minor units */
  price: number;
  currency_code: string;
  duration_hours: number;
  ios_product_id: string | null;
  status: 0 | 1;
  sort_order: number;
}
export interface LimitValues {
  feature: PackageFeature;
  limit_type: 'limited' | 'unlimited';
  limit: number | null;
}
type Audit = Omit<AuditEntry, 'entityId'>;

const COLUMNS = ['id', 'name', 'package_type', 'price', 'currency_code', 'duration_hours', 'ios_product_id', 'status', 'sort_order', 'created_at'] as const;

export function createPackagesAdminRepo(db: Db) {
  async function writeLimits(trx: Db, packageId: number, limits: readonly LimitValues[], stamp: string) {
    await trx.deleteFrom('package_feature_limits').where('package_id', '=', packageId).execute();
    if (limits.length === 0) return;
    const features = await trx.selectFrom('package_features').select(['id', 'name']).execute();
    const idOf = new Map(features.map((f) => [f.name, f.id]));
    const rows = limits.flatMap((l) => {
      const featureId = idOf.get(l.feature);
      return featureId === undefined ? [] : [{ package_id: packageId, feature_id: featureId, limit_type: l.limit_type, limit: l.limit, created_at: stamp, updated_at: stamp }];
    });
    if (rows.length > 0) await trx.insertInto('package_feature_limits').values(rows).execute();
  }

  return {
    /** Every package in the admin's order, with how many users hold it now. */
    async all(now: string) {
      return db
        .selectFrom('packages as p')
        .select((eb) => [
          ...COLUMNS.map((c) => `p.${c}` as const),
          eb
            .selectFrom('user_packages as up')
            .select(eb.fn.countAll<number | string>().as('n'))
            .whereRef('up.package_id', '=', 'p.id')
            .where('up.start_date', '<=', now)
            .where('up.end_date', '>', now)
            .as('holders'),
        ])
        .orderBy('p.sort_order')
        .orderBy('p.id')
        .execute();
    },

    byId(id: number) {
      return db.selectFrom('packages').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    limits(packageIds: readonly number[]) {
      if (packageIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('package_feature_limits as l')
        .innerJoin('package_features as f', 'f.id', 'l.feature_id')
        .select(['l.package_id', 'f.name', 'l.limit_type', 'l.limit'])
        .where('l.package_id', 'in', [...packageIds])
        .orderBy('f.id')
        .execute();
    },

    async create(values: PackageValues, limits: readonly LimitValues[], audit: Audit): Promise<number> {
      const stamp = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('packages').values({ ...values, created_at: stamp, updated_at: stamp }).returning('id').executeTakeFirstOrThrow();
        await writeLimits(trx, id, limits, stamp);
        await recordAudit(trx, { ...audit, entityId: id });
        return id;
      });
    },

    async update(id: number, values: PackageValues, limits: readonly LimitValues[], audit: Audit): Promise<void> {
      const stamp = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('packages').set({ ...values, updated_at: stamp }).where('id', '=', id).execute();
        await writeLimits(trx, id, limits, stamp);
        await recordAudit(trx, { ...audit, entityId: id });
      });
    },

    /** Deletes a package nobody ever bought or held; false when someone did (it is switched off instead). */
    async delete(id: number, audit: Audit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const held = await trx.selectFrom('user_packages').select('id').where('package_id', '=', id).limit(1).executeTakeFirst();
        const paid = await trx.selectFrom('payment_transactions').select('id').where('package_id', '=', id).limit(1).executeTakeFirst();
        if (held || paid) return false;
        await trx.deleteFrom('package_feature_limits').where('package_id', '=', id).execute();
        await trx.deleteFrom('translations').where('entity', '=', 'package').where('entity_id', '=', id).execute();
        await trx.deleteFrom('packages').where('id', '=', id).execute();
        await recordAudit(trx, { ...audit, entityId: id });
        return true;
      });
    },

    /** Users' packages, newest first, for one user (or package) or everyone, running or ended. */
    async holdings(filter: { userId?: number | undefined; packageId?: number | undefined; state: 'running' | 'ended' | 'all' }, page: { offset: number; limit: number }, now: string) {
      let query = db.selectFrom('user_packages as up').innerJoin('users as u', 'u.id', 'up.user_id').innerJoin('packages as p', 'p.id', 'up.package_id');
      if (filter.userId !== undefined) query = query.where('up.user_id', '=', filter.userId);
      if (filter.packageId !== undefined) query = query.where('up.package_id', '=', filter.packageId);
      if (filter.state === 'running') query = query.where('up.start_date', '<=', now).where('up.end_date', '>', now);
      if (filter.state === 'ended') query = query.where('up.end_date', '<=', now);
      const [rows, count] = await Promise.all([
        query
          .select([
            'up.id',
            'up.user_id',
            'u.name as user_name',
            'u.email as user_email',
            'up.package_id',
            'p.name as package_name',
            'up.start_date',
            'up.end_date',
            'up.revoked_at',
            'up.revoke_reason',
            'up.payment_transaction_id',
          ])
          .orderBy('up.id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    holding(id: number) {
      return db.selectFrom('user_packages').select(['id', 'user_id', 'package_id', 'start_date', 'end_date', 'revoked_at']).where('id', '=', id).executeTakeFirst();
    },

    userExists(id: number) {
      return db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    },

    /** Grants a package by hand (no payment), with its usage rows, audited. */
    async grant(userId: number, pack: { id: number; duration_hours: number }, audit: Audit, now: Date): Promise<number> {
      return moneyTransaction(db, async (trx) => {
        const id = await grantPackage(trx, { userId, pack, paymentTransactionId: null, now });
        await recordAudit(trx, { ...audit, entityId: id });
        return id;
      });
    },

    /** Ends a running holding now, once: false when it was not running any more. */
    async revoke(id: number, reason: string, audit: Audit, now: string): Promise<boolean> {
      return moneyTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('user_packages')
          .set({ end_date: now, revoked_at: now, revoke_reason: reason, updated_at: now })
          .where('id', '=', id)
          .where('end_date', '>', now)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await recordAudit(trx, { ...audit, entityId: id });
        return true;
      });
    },
  };
}
export type PackagesAdminRepo = ReturnType<typeof createPackagesAdminRepo>;

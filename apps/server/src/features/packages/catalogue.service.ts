import type { PackageFeature } from '@abode/shared/enums';
import { toMajorUnits } from '@abode/shared/format/money';
import { MSG } from '@abode/shared/messages';
import type { Db } from '../../core/db/connect.js';
import { lockUser, moneyTransaction } from '../../core/db/money-transaction.js';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { LanguagesService } from '../languages/languages.service.js';
import { type CatalogueRepo, grantPackage, type PackageRow } from './catalogue.repo.js';
import type { PackageGate } from './package-gate.js';

export type { PackageRow };

type Limit = { package_id: number; id: number; name: string; limit_type: 'limited' | 'unlimited'; limit: number | null };

/** get-package / get_package, assign_package and check-package-limit (API-CONTRACT.md §2.6). */
export function createCatalogueService(deps: { db: Db; repo: CatalogueRepo; gate: PackageGate; languages: LanguagesService }) {
  const { db, repo, gate, languages } = deps;

  function features(limits: readonly Limit[], packageId: number) {
    return limits
      .filter((l) => l.package_id === packageId)
      .map((l) => ({ id: l.id, name: l.name as PackageFeature, translated_name: l.name, limit_type: l.limit_type, limit: l.limit_type === 'unlimited' ? null : (l.limit ?? 0) }));
  }

  return {
    /** Packages on sale with their features; for a signed-in user also what they hold (`active_packages`) and what waits for review. */
    async catalogue(userId: number | null, contentLanguage: string | undefined, now = new Date()) {
      const [onSale, running, pending, allFeatures] = await Promise.all([
        repo.onSale(),
        userId === null ? [] : repo.running(userId, now.toISOString()),
        userId === null ? [] : repo.pendingTransfers(userId),
        repo.allFeatures(),
      ]);
      const heldPackages = await Promise.all([...new Set(running.map((r) => r.package_id))].filter((id) => !onSale.some((p) => p.id === id)).map((id) => repo.byId(id)));
      const packages = [...onSale, ...heldPackages.filter((p): p is PackageRow => p !== undefined)];
      const [limits, usage, tr] = await Promise.all([
        repo.limitsOf(packages.map((p) => p.id)) as Promise<Limit[]>,
        repo.usageOf(running.map((r) => r.id)),
        languages.translations(contentLanguage, { package: packages.map((p) => p.id) }),
      ]);
      const base = (p: PackageRow) => ({
        id: p.id,
        name: p.name,
        translated_name: tr.text('package', p.id, 'name', p.name),
        package_type: p.package_type as 'free' | 'paid',
        price: toMajorUnits({ minor: p.price }),
        currency_code: p.currency_code,
        ios_product_id: p.ios_product_id,
        duration: p.duration_hours,
        created_at: p.created_at,
      });
      const data = onSale.map((p) => {
        const waiting = pending.find((t) => t.package_id === p.id);
        const active = running.some((r) => r.package_id === p.id);
        return {
          ...base(p),
          package_status: active ? 'active' : waiting ? 'review' : null,
          payment_transaction_id: waiting?.id ?? null,
          features: features(limits, p.id),
        };
      });
      const active_packages = running.map((held) => {
        const p = packages.find((x) => x.id === held.package_id)!;
        return {
          ...base(p),
          user_package_id: held.id,
          start_date: held.start_date,
          end_date: held.end_date,
          is_active: 1,
          payment_transaction_id: held.payment_transaction_id,
          features: features(limits, p.id).map((f) => ({
            ...f,
            used_limit: usage.find((u) => u.user_package_id === held.id && u.feature_id === f.id)?.used_limit ?? 0,
            total_limit: f.limit,
          })),
        };
      });
      return { data, active_packages, all_features: allFeatures.map((f) => ({ id: f.id, name: f.name, translated_name: f.name })) };
    },

    /** assign_package: a free package on sale, taken once per user; paid ones are granted by their payment only. */
    async assignFree(userId: number, packageId: number, now = new Date()): Promise<void> {
      const pack = await repo.byId(packageId);
      if (!pack || pack.status !== 1) throw notFound(MSG.packageNotFound);
      if (pack.package_type !== 'free' || pack.price !== 0) throw badRequest(MSG.packageNotFree);
      await moneyTransaction(db, async (trx) => {
        await lockUser(trx, userId);
        const held = await trx.selectFrom('user_packages').select('end_date').where('user_id', '=', userId).where('package_id', '=', packageId).execute();
        if (held.some((h) => h.end_date > now.toISOString())) throw badRequest(MSG.packageAlreadyActive);
        if (held.length > 0) throw badRequest(MSG.freePackageUsed);
        const stamp = now.toISOString();
        const payment = await trx
          .insertInto('payment_transactions')
          .values({ user_id: userId, package_id: pack.id, amount: 0, currency_code: pack.currency_code, payment_gateway: 'free', payment_type: 'free', payment_status: 'success', created_at: stamp, updated_at: stamp })
          .returning('id')
          .executeTakeFirstOrThrow();
        await grantPackage(trx, { userId, pack, paymentTransactionId: payment.id, now });
      });
    },

    /** A package by id, read on `conn` (a payment's transaction) when given. */
    packageById: (id: number, conn?: Db) => repo.byId(id, conn),

    /** Gives a package in the caller's transaction (a payment confirmed). */
    grant: grantPackage,

    /** check-package-limit. */
    availability(userId: number, feature: PackageFeature) {
      return gate.availability(userId, feature);
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;

import type { PackageFeature } from '@abode/shared/enums';
import { toMajorUnits, toMinorUnits } from '@abode/shared/format/money';
import { MSG } from '@abode/shared/messages';
import { type AdminPackage, type AdminUserPackage, limitsOf, type PackageInput } from '@abode/shared/schemas/admin-money';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { PackagesAdminRepo, PackageValues } from './packages-admin.repo.js';

// Packages in the console (packages.manage). Access is declared on the routes and checked before
// any of this runs (ADR 027); each change is audited with the package before and after.

interface Actor {
  id: number;
  ip: string;
}

function valuesOf(input: PackageInput): PackageValues {
  return {
    name: input.name,
    package_type: input.package_type,
    price: toMinorUnits(input.price),
    currency_code: input.currency_code,
    duration_hours: input.duration_hours,
    ios_product_id: input.ios_product_id ?? null,
    status: input.status ? 1 : 0,
    sort_order: input.sort_order,
  };
}

export function createPackagesAdminService(deps: { repo: PackagesAdminRepo }) {
  const { repo } = deps;

  async function present(rows: Awaited<ReturnType<PackagesAdminRepo['all']>>): Promise<AdminPackage[]> {
    const limits = await repo.limits(rows.map((r) => r.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      package_type: row.package_type,
      price: toMajorUnits({ minor: row.price }),
      currency_code: row.currency_code,
      duration_hours: row.duration_hours,
      ios_product_id: row.ios_product_id,
      status: row.status === 1,
      sort_order: row.sort_order,
      features: limits.filter((l) => l.package_id === row.id).map((l) => ({ name: l.name as PackageFeature, limit_type: l.limit_type, limit: l.limit_type === 'unlimited' ? null : l.limit })),
      holders: Number(row.holders ?? 0),
      created_at: row.created_at,
    }));
  }

  /** The audit's picture of a package: its values and limits. */
  const snapshot = (values: PackageValues, limits: ReturnType<typeof limitsOf>) => ({ ...values, features: limits });

  return {
    async list(now = new Date()): Promise<AdminPackage[]> {
      return present(await repo.all(now.toISOString()));
    },

    async get(id: number, now = new Date()): Promise<AdminPackage> {
      const found = (await this.list(now)).find((p) => p.id === id);
      if (!found) throw notFound(MSG.packageNotFound);
      return found;
    },

    async create(actor: Actor, input: PackageInput): Promise<AdminPackage> {
      const values = valuesOf(input);
      const limits = limitsOf(input);
      const id = await repo.create(values, limits, { actorId: actor.id, action: 'create', entity: 'package', after: snapshot(values, limits), ip: actor.ip });
      return this.get(id);
    },

    async update(actor: Actor, id: number, input: PackageInput): Promise<AdminPackage> {
      const before = await this.get(id);
      const values = valuesOf(input);
      const limits = limitsOf(input);
      const { holders: _holders, created_at: _created, id: _id, ...was } = before;
      await repo.update(id, values, limits, { actorId: actor.id, action: 'update', entity: 'package', before: was, after: snapshot(values, limits), ip: actor.ip });
      return this.get(id);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const before = await this.get(id);
      const { holders: _holders, ...was } = before;
      if (!(await repo.delete(id, { actorId: actor.id, action: 'delete', entity: 'package', before: was, ip: actor.ip }))) throw badRequest(MSG.packageInUse);
    },

    async holdings(query: { user_id?: number | undefined; package_id?: number | undefined; state: 'running' | 'ended' | 'all'; offset: number; limit: number }, now = new Date()): Promise<{ items: AdminUserPackage[]; total: number }> {
      const stamp = now.toISOString();
      const { rows, total } = await repo.holdings({ userId: query.user_id, packageId: query.package_id, state: query.state }, query, stamp);
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          user: { id: row.user_id, name: row.user_name, email: row.user_email },
          package: { id: row.package_id, name: row.package_name },
          start_date: row.start_date,
          end_date: row.end_date,
          running: row.start_date <= stamp && row.end_date > stamp,
          revoked_at: row.revoked_at,
          revoke_reason: row.revoke_reason,
          payment_transaction_id: row.payment_transaction_id,
        })),
      };
    },

    /** Gives a user a package by hand (no payment), from now for its duration. */
    async grant(actor: Actor, input: { user_id: number; package_id: number; reason: string }, now = new Date()): Promise<void> {
      const pack = await repo.byId(input.package_id);
      if (!pack) throw notFound(MSG.packageNotFound);
      if (!(await repo.userExists(input.user_id))) throw notFound(MSG.userNotFound);
      await repo.grant(
        input.user_id,
        pack,
        { actorId: actor.id, action: 'grant', entity: 'user_package', after: { user_id: input.user_id, package_id: pack.id, reason: input.reason }, ip: actor.ip },
        now,
      );
    },

    /** Ends a running package now, with the reason kept on it; a second revoke is refused. */
    async revoke(actor: Actor, id: number, reason: string, now = new Date()): Promise<void> {
      const held = await repo.holding(id);
      if (!held) throw notFound(MSG.packageNotFound);
      const stamp = now.toISOString();
      const done = await repo.revoke(
        id,
        reason,
        { actorId: actor.id, action: 'revoke', entity: 'user_package', before: { end_date: held.end_date, revoked_at: null }, after: { end_date: stamp, revoked_at: stamp, reason }, ip: actor.ip },
        stamp,
      );
      if (!done) throw badRequest(MSG.packageNotRunning);
    },
  };
}
export type PackagesAdminService = ReturnType<typeof createPackagesAdminService>;

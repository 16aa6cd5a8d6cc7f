import {
  ADMIN_MSG,
  ADMIN_PERMISSIONS,
  type AdminDashboard,
  type AdminMe,
  type AdminPermission,
  type AdminUserDetail,
  type AdminUserRow,
  type AuditEntry,
  type AuditQuery,
  DASHBOARD_WEEKS,
  type ListingQueueQuery,
  type QueueListing,
  type QueueReport,
  type QueueVerification,
  type ReportState,
  type UserListQuery,
} from '@abode/shared/schemas/admin';
import { toMajorUnits } from '@abode/shared/format/money';
import { MSG } from '@abode/shared/messages';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { Storage } from '../../core/media/storage.js';
import { hashPassword } from '../../core/security/password.js';
import { privateFileUrl } from '../verification/verification-files.js';
import type { AdminDashboardRepo } from './admin-dashboard.repo.js';
import type { AdminQueuesRepo } from './admin-queues.repo.js';
import type { AdminRepo } from './admin.repo.js';

// The console's reads and its own writes (staff, reports). Who may call what is declared on the
// routes and checked before any of this runs (admin-access.ts).

export interface ActingAs {
  id: number;
  ip: string;
}

const DAY_MS = 86_400_000;
const TOP_CITIES = 8;

function grantedPermissions(json: string | null): AdminPermission[] {
  try {
    const list: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(list) ? ADMIN_PERMISSIONS.filter((p) => list.includes(p)) : [];
  } catch {
    return [];
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Monday 00:00 UTC of the week `date` falls in, as YYYY-MM-DD. */
export function weekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

function toUserRow(row: Awaited<ReturnType<AdminRepo['usersPage']>>['items'][number]): AdminUserRow {
  return { ...row, is_active: row.is_active === 1, is_agent: row.is_agent === 1 };
}

export function createAdminService(deps: {
  repo: AdminRepo;
  dashboard: AdminDashboardRepo;
  queues: AdminQueuesRepo;
  storage: Storage;
  publicUrl: string;
  demoMode: () => Promise<boolean>;
  uniqueSlug: (name: string) => Promise<string>;
}) {
  const { repo, queues, storage } = deps;

  return {
    actor: repo.actor,

    async me(userId: number): Promise<AdminMe> {
      const actor = await repo.actor(userId);
      if (!actor || (actor.role !== 'admin' && actor.role !== 'staff')) throw notFound();
      return {
        id: actor.id,
        name: actor.name,
        role: actor.role,
        permissions: actor.role === 'admin' ? [...ADMIN_PERMISSIONS] : grantedPermissions(actor.permissions),
        demo_mode: await deps.demoMode(),
      };
    },

    async dashboard(now = new Date()): Promise<AdminDashboard> {
      const firstWeek = new Date(`${weekOf(new Date(now.getTime() - (DASHBOARD_WEEKS - 1) * 7 * DAY_MS))}T00:00:00.000Z`);
      const since = firstWeek.toISOString();
      const currency = await deps.dashboard.currency();
      const [counts, waiting, listings, users, topCities, revenue] = await Promise.all([
        deps.dashboard.counts(new Date(now.getTime() - 30 * DAY_MS).toISOString()),
        deps.dashboard.waiting(),
        deps.dashboard.listingsByDay(since),
        deps.dashboard.usersByDay(since),
        deps.dashboard.topCities(TOP_CITIES),
        deps.dashboard.revenueByDay(since, currency),
      ]);
      const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => new Date(firstWeek.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10));
      const byWeek = new Map(weeks.map((week) => [week, { week, pending: 0, approved: 0, rejected: 0, users: 0, revenue: 0 }]));
      const bucket = (day: string) => byWeek.get(weekOf(new Date(`${day}T00:00:00.000Z`)));
      for (const row of listings) {
        const week = bucket(row.day);
        if (week && (row.status === 'pending' || row.status === 'approved' || row.status === 'rejected')) week[row.status] += row.count;
      }
      for (const row of users) {
        const week = bucket(row.day);
        if (week) week.users += row.count;
      }
      for (const row of revenue) {
        const week = bucket(row.day);
        if (week) week.revenue += row.amount;
      }
      const series = [...byWeek.values()];
      return {
        counts,
        waiting,
        listings_by_week: series.map(({ week, pending, approved, rejected }) => ({ week, pending, approved, rejected })),
        new_users_by_week: series.map(({ week, users: n }) => ({ week, users: n })),
        top_cities: topCities,
        revenue_currency: currency,
        revenue_by_week: series.map(({ week, revenue: minor }) => ({ week, amount: toMajorUnits({ minor }) })),
      };
    },

    async audit(query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
      const { items, total } = await repo.auditPage(query);
      return {
        total,
        items: items.map((row) => ({
          id: row.id,
          actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
          action: row.action,
          entity: row.entity,
          entity_id: row.entity_id,
          before: parseJson(row.before_data),
          // rows written before 0017 kept their one JSON value in `data`
          after: parseJson(row.after_data ?? row.data),
          ip: row.ip,
          created_at: row.created_at,
        })),
      };
    },

    async listings(entity: 'properties' | 'projects', query: ListingQueueQuery): Promise<{ items: QueueListing[]; total: number }> {
      const { items, total } = await queues.listings(entity, query);
      return {
        total,
        items: items.map((row) => ({
          id: row.id,
          slug_id: row.slug_id,
          title: row.title,
          title_image: row.image ? storage.url(row.image) : '',
          city: row.city || null,
          request_status: row.request_status,
          reject_reason: row.reject_reason,
          owner: row.user_id === null ? null : { id: row.user_id, name: row.owner_name ?? '' },
          created_at: row.created_at,
        })),
      };
    },

    async verifications(status: 'pending' | 'success' | 'failed', page: { offset: number; limit: number }): Promise<{ items: QueueVerification[]; total: number }> {
      const { items, values, total } = await queues.verifications(status, page);
      return {
        total,
        items: items.map((row) => ({
          id: row.id,
          status: row.status,
          reason: row.reason,
          user: { id: row.user_id, name: row.name, email: row.email },
          // files are handed out by the authorising route (ADR 014), to reviewers only
          values: values
            .filter((v) => v.submission_id === row.id)
            .map((v) => ({ field: v.name, type: v.field_type, value: v.value, url: v.field_type === 'file' && v.value ? privateFileUrl(deps.publicUrl, v.value) : null })),
          created_at: row.created_at,
        })),
      };
    },

    async reports(status: ReportState, page: { offset: number; limit: number }): Promise<{ items: QueueReport[]; total: number }> {
      const { items, total } = await queues.reports(status, page);
      return {
        total,
        items: items.map((row) => ({
          id: row.id,
          status: row.status,
          reason: row.other_message || row.reason || row.reason_now || '',
          note: row.note,
          property: { id: row.property_id, slug_id: row.slug_id, title: row.title, request_status: row.request_status },
          reporter: { id: row.reporter_id, name: row.reporter_name },
          created_at: row.created_at,
        })),
      };
    },

    async closeReport(actor: ActingAs, id: number, input: { status: 'resolved' | 'dismissed'; note?: string | undefined }) {
      const report = await queues.report(id);
      if (!report) throw notFound();
      const closed = await queues.closeReport(
        id,
        { status: input.status, note: input.note ?? null, by: actor.id },
        { actorId: actor.id, action: input.status === 'resolved' ? 'resolve' : 'dismiss', entity: 'report', before: { status: report.status }, after: { status: input.status, note: input.note ?? null }, ip: actor.ip },
      );
      if (!closed) throw badRequest(ADMIN_MSG.reportAlreadyClosed);
    },

    async users(query: UserListQuery): Promise<{ items: AdminUserRow[]; total: number }> {
      const { items, total } = await repo.usersPage(query);
      return { items: items.map(toUserRow), total };
    },

    async user(id: number): Promise<AdminUserDetail> {
      const row = await repo.user(id);
      if (!row) throw notFound(MSG.userNotFound);
      const [counts, sessions] = await Promise.all([repo.userCounts(id), repo.sessions(id, new Date().toISOString())]);
      const { permissions, deactivated_at, slug_id, ...rest } = row;
      return { ...toUserRow(rest), slug_id, deactivated_at, permissions: grantedPermissions(permissions), counts, sessions };
    },

    /** A staff account the admin hands over (email and password), with the areas it may work in. */
    async createStaff(actor: ActingAs, input: { name: string; email: string; password: string; permissions: AdminPermission[] }) {
      if (await repo.emailTaken(input.email)) throw badRequest(MSG.emailInUse);
      const permissions = [...new Set(input.permissions)];
      const id = await repo.createStaff(
        { slug_id: await deps.uniqueSlug(input.name), name: input.name, email: input.email.toLowerCase(), password_hash: await hashPassword(input.password), permissions },
        { actorId: actor.id, action: 'create', entity: 'staff', ip: actor.ip },
      );
      return this.user(id);
    },

    async setPermissions(actor: ActingAs, id: number, wanted: AdminPermission[]) {
      const row = await repo.user(id);
      if (!row || row.role !== 'staff') throw notFound(MSG.userNotFound);
      const permissions = [...new Set(wanted)];
      await repo.setPermissions(id, permissions, {
        actorId: actor.id,
        action: 'permissions',
        entity: 'staff',
        before: { permissions: grantedPermissions(row.permissions) },
        after: { permissions },
        ip: actor.ip,
      });
      return this.user(id);
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;

import { FEATURE_STATES, type AdminPermission, type FeatureState, type QueueFeature } from '@abode/shared/schemas/admin';
import { ADVERTISEMENT_STATUS } from '@abode/shared/enums';
import { MSG } from '@abode/shared/messages';
import type { Db } from '../../core/db/connect.js';
import { badRequest, forbidden, notFound } from '../../core/http/errors.js';
import { repeatEvery } from '../../core/jobs/repeat.js';
import type { Storage } from '../../core/media/storage.js';
import { mayAct } from '../../core/security/permissions.js';
import { recipientOf } from '../mail/recipient.js';
import type { TransactionalMail } from '../mail/transactional-mail.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { PackageGate } from '../packages/package-gate.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import type { UsersService } from '../users/users.service.js';
import type { AdvertisementsRepo, FeatureFor } from './advertisements.repo.js';

/** The queue's name of an advertisement's numeric status. */
function stateOf(status: number): FeatureState {
  return FEATURE_STATES.find((state) => ADVERTISEMENT_STATUS[state] === status) ?? 'pending';
}

/** How long before its end an advertisement's owner hears that it is ending. */
export const ADVERTISEMENT_ALERT_WINDOW_MS = 3 * 86_400_000;
/** Staff may decide feature requests when granted this permission; admins always may. */
export const ADVERTISEMENTS_PERMISSION = 'properties.moderate' satisfies AdminPermission;

/**
 * Featuring a listing (store_advertisement): the owner's approved listing, one live feature at a
 * time, a unit of property_feature / project_feature spent in the same transaction that writes
 * it (the package gate); it starts pending, the admin approves it, and it ends with the package
 * it was spent from, when the sweep marks it expired.
 */
export function createAdvertisementsService(deps: {
  db: Db;
  repo: AdvertisementsRepo;
  gate: PackageGate;
  properties: Pick<PropertiesService, 'cardsOf'>;
  projects: Pick<ProjectsService, 'byIds'>;
  notifications: Pick<NotificationsService, 'notify'>;
  users: Pick<UsersService, 'findById'>;
  mail: Pick<TransactionalMail, 'send'>;
  storage: Pick<Storage, 'url'>;
}) {
  const { db, repo, gate, properties, projects, notifications } = deps;

  /** The owner hears the decision in the app and by email, in their language; the decision stands if the mail fails. */
  async function tellOwner(ad: NonNullable<Awaited<ReturnType<AdvertisementsRepo['withListing']>>>, approve: boolean, reason: string | null) {
    if (ad.user_id === null) return;
    const title = ad.listing_title ?? '';
    await notifications.notify([ad.user_id], {
      type: approve ? 'advertisement_approved' : 'advertisement_rejected',
      title: approve ? `The feature of “${title}” was approved` : `The feature of “${title}” was rejected`,
      message: approve ? `“${title}” is featured until ${ad.end_date.slice(0, 10)}.` : `“${title}” was not featured: ${reason}`,
      link: '/user/advertisement',
      data: approve ? { title, end_date: ad.end_date } : { title, reason: reason ?? '' },
    });
    const owner = await deps.users.findById(ad.user_id);
    if (owner?.email) deps.mail.send(approve ? 'featureApproved' : 'featureRejected', recipientOf(owner), { vars: { title, reason: reason ?? '' }, link: '/user/advertisement' });
  }

  return {
    async store(userId: number, featureFor: FeatureFor, listingId: number, now = new Date()): Promise<number> {
      const stamp = now.toISOString();
      if (!(await repo.featurable(featureFor, listingId, userId, stamp))) throw badRequest(MSG.advertisementNotAllowed);
      const feature = featureFor === 'property' ? 'property_feature' : 'project_feature';
      await gate.assertAvailable(userId, feature);
      return db.transaction().execute(async (trx) => {
        // the spend comes first: it holds the user's usage row (PostgreSQL), so a second request
        // for the same listing waits here and then sees the first one's advertisement
        const spent = await gate.take(trx, userId, feature, stamp);
        if (await repo.liveExists(trx, featureFor, listingId, stamp)) throw badRequest(MSG.advertisementExists);
        return repo.insert(trx, { userId, featureFor, listingId, status: ADVERTISEMENT_STATUS.pending, start: stamp, end: spent.endsAt });
      });
    },

    /** delete_advertisement: the owner ends their feature (the unit spent is not given back). */
    async remove(userId: number, id: number): Promise<void> {
      const ad = await repo.byId(id);
      if (!ad || ad.user_id !== userId) throw notFound(MSG.advertisementNotFound);
      await repo.remove(ad.id);
    },

    /** get-featured-data: the user's features of one kind with their listing. */
    async featured(userId: number, featureFor: FeatureFor, page: { offset: number; limit: number }, contentLanguage: string | undefined) {
      const { rows, total } = await repo.ownPage(userId, featureFor, page);
      const ids = rows.map((r) => (featureFor === 'property' ? r.property_id : r.project_id)).filter((id): id is number => id !== null);
      const listings = featureFor === 'property' ? await properties.cardsOf(ids, userId, contentLanguage) : await projects.byIds(ids, contentLanguage);
      const byId = new Map<number, unknown>(listings.map((l) => [l.id, l]));
      const data = rows.map((r) => ({
        id: r.id,
        status: r.status,
        is_enable: r.is_enable === 1,
        feature_for: r.feature_for,
        start_date: r.start_date,
        end_date: r.end_date,
        property_id: r.property_id,
        project_id: r.project_id,
        ...(featureFor === 'property' ? { property: byId.get(r.property_id ?? 0) ?? null } : { project: byId.get(r.project_id ?? 0) ?? null }),
      }));
      return { data, total };
    },

    /** The admin's queue of feature requests in one state, with each listing and its owner. */
    async queue(status: FeatureState, page: { offset: number; limit: number }): Promise<{ data: QueueFeature[]; total: number }> {
      const { rows, total } = await repo.queuePage(ADVERTISEMENT_STATUS[status], page);
      const data = rows.map((row) => ({
        id: row.id,
        status: stateOf(row.status),
        feature_for: row.feature_for,
        listing: { id: row.listing_id ?? 0, slug_id: row.listing_slug ?? '', title: row.listing_title ?? '', title_image: row.listing_image ? deps.storage.url(row.listing_image) : null },
        owner: row.user_id === null ? null : { id: row.user_id, name: row.owner_name ?? '' },
        reject_reason: row.reject_reason,
        start_date: row.start_date,
        end_date: row.end_date,
        created_at: row.created_at,
      }));
      return { data, total };
    },

    /** The admin approves a pending feature, or rejects it with the reason its owner reads; audited, and the owner is told. */
    async decide(actor: { id: number; ip: string }, id: number, decision: { approve: true } | { approve: false; reason: string }): Promise<void> {
      if (!mayAct(await repo.actor(actor.id), ADVERTISEMENTS_PERMISSION)) throw forbidden(MSG.permissionDenied);
      const ad = await repo.withListing(id);
      if (!ad) throw notFound(MSG.advertisementNotFound);
      const reason = decision.approve ? null : decision.reason;
      const target = decision.approve ? ADVERTISEMENT_STATUS.approved : ADVERTISEMENT_STATUS.rejected;
      if (!(await repo.decide(id, { status: target, reason }, { actorId: actor.id, ip: actor.ip }))) throw badRequest(MSG.advertisementDecided);
      await tellOwner(ad, decision.approve, reason);
    },

    /**
     * The scheduled job: features whose end passed become expired (search answers move with
     * them, advertisements bump the search version), and owners of features ending within the
     * window hear it once (the notification's dedupe key names the advertisement).
     */
    async sweep(now = new Date()): Promise<{ expired: number; warned: number }> {
      const expired = await repo.expireDue(now.toISOString());
      let warned = 0;
      for (const ad of await repo.endingBetween(now.toISOString(), new Date(now.getTime() + ADVERTISEMENT_ALERT_WINDOW_MS).toISOString())) {
        const title = ad.property_title ?? ad.project_title ?? '';
        const sent = await notifications.notify([ad.user_id!], {
          type: 'advertisement_expiring',
          title: `The feature of “${title}” is ending soon`,
          message: `It ends on ${ad.end_date.slice(0, 10)}.`,
          link: '/user/advertisement',
          data: { title, end_date: ad.end_date },
          dedupeKey: `advertisement-expiring:${ad.id}`,
        });
        if (sent !== null) warned += 1;
      }
      return { expired, warned };
    },

    startSweeps(intervalMs: number, onError: (error: unknown) => void, onDone: (result: { expired: number; warned: number }) => void): () => void {
      return repeatEvery(intervalMs, () => {
        this.sweep().then(onDone, onError);
      });
    },
  };
}
export type AdvertisementsService = ReturnType<typeof createAdvertisementsService>;

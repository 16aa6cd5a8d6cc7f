import type { Insertable } from 'kysely';
import { MSG } from '@abode/shared/messages';
import type { UpdateProfileInput } from '@abode/shared/schemas/auth';
import { slugify } from '@abode/shared/slug';
import { forbidden, notFound } from '../../core/http/errors.js';
import { mayAct } from '../../core/security/permissions.js';
import type { UsersTable } from '../../core/db/schema.js';
import type { UploadedFile } from '../../core/http/uploaded-file.js';
import type { ImageEncoder } from '../../core/media/image-encode.js';
import { deleteStoredImage, storeImage } from '../../core/media/image-pipeline.js';
import { freeSlug } from '../../core/db/free-slug.js';
import type { Storage } from '../../core/media/storage.js';
import type { SessionService } from '../auth/session.service.js';
import type { PackagesService } from '../packages/packages.service.js';
import { toUserResponse } from './user.mapper.js';
import type { UserRow, UsersRepo } from './users.repo.js';

export type { UserRow };

/** Staff may search, view, deactivate and reactivate accounts when granted this; admins always may. */
export const USERS_PERMISSION = 'users.manage';

export interface Actor {
  id: number;
  /** where the request came from, for the audit log */
  ip?: string;
}

export function createUsersService(deps: { repo: UsersRepo; storage: Storage; privateStorage: Storage; imageEncoder: ImageEncoder; sessions: SessionService; packages: PackagesService }) {
  const { repo, storage, privateStorage, imageEncoder, sessions, packages } = deps;

  async function present(row: UserRow) {
    const { hasPackage, features } = await packages.entitlements(row.id);
    return toUserResponse(row, storage, { subscription: hasPackage, isPremium: features.has('premium_properties') });
  }

  async function requireRow(id: number) {
    const row = await repo.findById(id);
    if (!row) throw notFound(MSG.userNotFound);
    return row;
  }

  const uniqueSlug = (name: string) => freeSlug(slugify(name, 'user'), async (slug) => Boolean(await repo.slugExists(slug)));

  return {
    present,
    uniqueSlug,
    findById: repo.findById,
    findByEmail: repo.findByEmail,
    findByPhone: repo.findByPhone,
    findByAuthId: repo.findByAuthId,
    update: repo.update,

    /** A new account with a free slug ("jane-doe", else "jane-doe-3f9a"). */
    async create(values: Omit<Insertable<UsersTable>, 'slug_id'>): Promise<UserRow> {
      const id = await repo.insert({ ...values, slug_id: await uniqueSlug(values.name || 'user') });
      return (await repo.findById(id))!;
    },

    async getProfile(userId: number) {
      return present(await requireRow(userId));
    },

    /** Everything but the email, which changes through a code sent to the new address (email-claims.service.ts). */
    async updateProfile(userId: number, input: Omit<UpdateProfileInput, 'email'>, avatar: UploadedFile | undefined) {
      const row = await requireRow(userId);
      // the new picture is stored first; the row then points at it, and only then is the old one removed
      const picture = avatar ? await storeImage(storage, avatar.path, 'profiles', { acceptedTypes: ['jpeg', 'png'], encoder: imageEncoder }) : null;
      try {
        await repo.update(userId, {
          ...input,
          ...(picture ? { profile: picture.key } : {}),
        });
      } catch (error) {
        if (picture) await deleteStoredImage(storage, picture.key);
        throw error;
      }
      if (picture && row.profile && !/^https?:/.test(row.profile)) await deleteStoredImage(storage, row.profile);
      return present(await requireRow(userId));
    },

    /** Removes the account and everything it owns; files go after the rows are gone for good. */
    async deleteAccount(userId: number) {
      const row = await requireRow(userId);
      const files = await repo.ownedFiles(userId);
      const destinations = [row.email, row.country_code && row.mobile ? `${row.country_code}${row.mobile}` : null].filter(
        (d): d is string => Boolean(d),
      );
      await repo.deleteWithEverything(userId, destinations);
      await Promise.all(files.images.map((key) => deleteStoredImage(storage, key)));
      await storage.delete(files.files);
      await privateStorage.delete(files.privateFiles);
    },

    /** The portal's administrator acts for the company: no package gates its own listings. */
    async isAdmin(userId: number): Promise<boolean> {
      return (await repo.findById(userId))?.role === 'admin';
    },

    /** Admin switch; deactivating revokes every session of the account at once. */
    async setActive(actor: Actor, targetId: number, isActive: boolean) {
      if (!mayAct(await requireRow(actor.id), USERS_PERMISSION)) throw forbidden(MSG.permissionDenied);
      const target = await requireRow(targetId);
      // an admin account is never switched off from the console, nor is one's own
      if (target.role === 'admin' || target.id === actor.id) throw forbidden(MSG.permissionDenied);
      await repo.setActive(targetId, isActive, { actorId: actor.id, ip: actor.ip ?? null, before: target.is_active === 1 });
      if (!isActive) await sessions.revokeAll(targetId);
      return present(await requireRow(targetId));
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

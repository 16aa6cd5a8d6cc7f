import type { Insertable, Selectable, Updateable } from 'kysely';
import { recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import type { UsersTable } from '../../core/db/schema.js';

export type UserRow = Selectable<UsersTable>;

export function createUsersRepo(db: Db) {
  return {
    findById(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string) {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findByPhone(countryCode: string, mobile: string) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('country_code', '=', countryCode)
        .where('mobile', '=', mobile)
        .orderBy('id')
        .executeTakeFirst();
    },

    findByAuthId(logintype: number, authId: string) {
      return db.selectFrom('users').selectAll().where('logintype', '=', logintype).where('auth_id', '=', authId).executeTakeFirst();
    },

    async slugExists(slug: string) {
      const row = await db.selectFrom('users').select('id').where('slug_id', '=', slug).executeTakeFirst();
      return row !== undefined;
    },

    async insert(values: Insertable<UsersTable>) {
      const { id } = await db.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /** The admin switch and its audit row, together (ADR 027). */
    async setActive(id: number, isActive: boolean, audit: { actorId: number; ip: string | null; before: boolean }) {
      const stamp = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ is_active: isActive ? 1 : 0, deactivated_at: isActive ? null : stamp, updated_at: stamp }).where('id', '=', id).execute();
        await recordAudit(trx, {
          actorId: audit.actorId,
          action: isActive ? 'reactivate' : 'deactivate',
          entity: 'user',
          entityId: id,
          before: { is_active: audit.before },
          after: { is_active: isActive },
          ip: audit.ip,
        });
      });
    },

    update(id: number, values: Updateable<UsersTable>) {
      return db
        .updateTable('users')
        .set({ ...values, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Storage keys of every file the user owns, gathered before the rows go: images (with their
     * variants), plain files and private files (chat) are removed differently.
     */
    async ownedFiles(userId: number) {
      const [user, properties, propertyImages, propertyDocs, fileParams, projects, projectImages, projectDocs, plans, chatFiles] =
        await Promise.all([
          db.selectFrom('users').select('profile').where('id', '=', userId).executeTakeFirst(),
          db.selectFrom('properties').select(['title_image', 'three_d_image', 'meta_image']).where('user_id', '=', userId).execute(),
          db
            .selectFrom('property_images as i')
            .innerJoin('properties as p', 'p.id', 'i.property_id')
            .select('i.image')
            .where('p.user_id', '=', userId)
            .execute(),
          db
            .selectFrom('property_documents as d')
            .innerJoin('properties as p', 'p.id', 'd.property_id')
            .select('d.file')
            .where('p.user_id', '=', userId)
            .execute(),
          db
            .selectFrom('property_parameters as v')
            .innerJoin('properties as p', 'p.id', 'v.property_id')
            .innerJoin('parameters as m', 'm.id', 'v.parameter_id')
            .select('v.value')
            .where('p.user_id', '=', userId)
            .where('m.type_of_parameter', '=', 'file')
            .execute(),
          db.selectFrom('projects').select(['image', 'meta_image']).where('user_id', '=', userId).execute(),
          db
            .selectFrom('project_images as i')
            .innerJoin('projects as p', 'p.id', 'i.project_id')
            .select('i.image')
            .where('p.user_id', '=', userId)
            .execute(),
          db
            .selectFrom('project_documents as d')
            .innerJoin('projects as p', 'p.id', 'd.project_id')
            .select('d.file')
            .where('p.user_id', '=', userId)
            .execute(),
          db
            .selectFrom('project_plans as d')
            .innerJoin('projects as p', 'p.id', 'd.project_id')
            .select('d.document')
            .where('p.user_id', '=', userId)
            .execute(),
          db
            .selectFrom('messages as m')
            .innerJoin('chats as c', 'c.id', 'm.chat_id')
            .select(['m.file', 'm.audio'])
            // their conversations, and every conversation about their listings (those go with them)
            .where((eb) =>
              eb.or([eb('c.user_id', '=', userId), eb('c.owner_id', '=', userId), eb('c.property_id', 'in', eb.selectFrom('properties').select('id').where('user_id', '=', userId))]),
            )
            .execute(),
        ]);
      const images = [
        user?.profile,
        ...properties.flatMap((p) => [p.title_image, p.three_d_image, p.meta_image]),
        ...propertyImages.map((i) => i.image),
        ...projects.flatMap((p) => [p.image, p.meta_image]),
        ...projectImages.map((i) => i.image),
      ];
      const files = [
        ...propertyDocs.map((d) => d.file),
        ...fileParams.map((v) => v.value),
        ...projectDocs.map((d) => d.file),
        ...plans.map((p) => p.document),
      ];
      const keep = (k: string | null | undefined): k is string => Boolean(k) && !/^https?:\/\//.test(k!);
      // chat photos, documents and voice notes live in the private storage (ADR 025)
      const privateFiles = chatFiles.flatMap((m) => [m.file, m.audio]);
      return { images: [...new Set(images.filter(keep))], files: [...new Set(files.filter(keep))], privateFiles: [...new Set(privateFiles.filter(keep))] };
    },

    /**
     * Deletes the user and every row that belongs to them in one transaction. Most child rows go
     * through ON DELETE CASCADE; chats where the user is the listing owner are removed explicitly
     * first because their messages reference both sides.
     */
    async deleteWithEverything(userId: number, otpDestinations: string[]) {
      await db.transaction().execute(async (trx) => {
        // translations and one-time codes point at rows by value, not by foreign key
        for (const entity of ['property', 'project'] as const) {
          const table = entity === 'property' ? 'properties' : 'projects';
          await trx
            .deleteFrom('translations')
            .where('entity', '=', entity)
            .where('entity_id', 'in', trx.selectFrom(table).select('id').where('user_id', '=', userId))
            .execute();
        }
        if (otpDestinations.length) await trx.deleteFrom('otps').where('destination', 'in', otpDestinations).execute();
        await trx.deleteFrom('chats').where((eb) => eb.or([eb('user_id', '=', userId), eb('owner_id', '=', userId)])).execute();
        await trx.deleteFrom('properties').where('user_id', '=', userId).execute();
        await trx.deleteFrom('projects').where('user_id', '=', userId).execute();
        await trx.deleteFrom('users').where('id', '=', userId).execute();
      });
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;

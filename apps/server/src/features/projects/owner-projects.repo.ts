import type { Insertable, Updateable } from 'kysely';
import type { ListingOwner } from '../properties/listing-rules.js';
import type { Db } from '../../core/db/connect.js';
import type { ProjectsTable } from '../../core/db/schema.js';
import { rejectReasonsOf, similarOwnedIn, type StoredDocument, type StoredImage, type TranslatedField, writeTranslations } from '../../core/db/listing-writes.js';

// Owner-side writes of projects: the project with its gallery, documents and plans in one transaction.

export interface ProjectChildren {
  gallery: readonly StoredImage[];
  documents: readonly StoredDocument[];
  /** New plans, and changes to existing ones (a new title, a new document, or both). */
  newPlans: readonly { title: string; document: string }[];
  changedPlans: readonly { id: number; title?: string | undefined; document?: string | undefined }[];
  removeImageIds: readonly number[];
  removeDocumentIds: readonly number[];
  removePlanIds: readonly number[];
  translations: readonly TranslatedField[];
}

const now = () => new Date().toISOString();

export function createOwnerProjectsRepo(db: Db) {
  return {
    /** The user's own project (any, for the site: the admin edits every project). */
    async ownedProject(id: number, owner: ListingOwner) {
      const query = db.selectFrom('projects').selectAll().where('id', '=', id);
      return (owner === 'site' ? query : query.where('user_id', '=', owner)).executeTakeFirst();
    },

    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('projects').select('id').where('slug_id', '=', slug);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async categoryExists(id: number): Promise<boolean> {
      return (await db.selectFrom('categories').select('id').where('id', '=', id).where('status', '=', 1).executeTakeFirst()) !== undefined;
    },

    async mediaOf(projectId: number) {
      const [images, documents, plans] = await Promise.all([
        db.selectFrom('project_images').select(['id', 'image']).where('project_id', '=', projectId).execute(),
        db.selectFrom('project_documents').select(['id', 'file']).where('project_id', '=', projectId).execute(),
        db.selectFrom('project_plans').select(['id', 'document']).where('project_id', '=', projectId).orderBy('sort_order').execute(),
      ]);
      return { images, documents, plans };
    },

    /** Creates (no id) or updates the project and its children in one transaction; answers its id. `spend` (the package gate) runs first in it. */
    async save(id: number | undefined, values: Insertable<ProjectsTable> | Updateable<ProjectsTable>, children: ProjectChildren, spend: (trx: Db) => Promise<void> = async () => {}): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await spend(trx);
        const stamp = now();
        const projectId =
          id === undefined
            ? (await trx.insertInto('projects').values(values as Insertable<ProjectsTable>).returning('id').executeTakeFirstOrThrow()).id
            : (await trx.updateTable('projects').set({ ...values, updated_at: stamp }).where('id', '=', id).execute(), id);
        await writeTranslations(trx, 'project', projectId, children.translations);
        if (children.removeImageIds.length) await trx.deleteFrom('project_images').where('project_id', '=', projectId).where('id', 'in', [...children.removeImageIds]).execute();
        if (children.removeDocumentIds.length) await trx.deleteFrom('project_documents').where('project_id', '=', projectId).where('id', 'in', [...children.removeDocumentIds]).execute();
        if (children.removePlanIds.length) await trx.deleteFrom('project_plans').where('project_id', '=', projectId).where('id', 'in', [...children.removePlanIds]).execute();
        if (children.gallery.length) {
          await trx
            .insertInto('project_images')
            .values(children.gallery.map((img, i) => ({ project_id: projectId, image: img.key, placeholder: img.placeholder, sort_order: i, created_at: stamp, updated_at: stamp })))
            .execute();
        }
        if (children.documents.length) {
          await trx
            .insertInto('project_documents')
            .values(children.documents.map((d) => ({ project_id: projectId, file: d.key, file_name: d.fileName, type: d.type, size: d.size, created_at: stamp, updated_at: stamp })))
            .execute();
        }
        for (const plan of children.changedPlans) {
          const set = { ...(plan.title !== undefined ? { title: plan.title } : {}), ...(plan.document !== undefined ? { document: plan.document } : {}), updated_at: stamp };
          await trx.updateTable('project_plans').set(set).where('id', '=', plan.id).where('project_id', '=', projectId).execute();
        }
        if (children.newPlans.length) {
          const last = await trx.selectFrom('project_plans').select((eb) => eb.fn.max('sort_order').as('n')).where('project_id', '=', projectId).executeTakeFirst();
          const start = last?.n === null || last?.n === undefined ? 0 : Number(last.n) + 1;
          await trx
            .insertInto('project_plans')
            .values(children.newPlans.map((p, i) => ({ project_id: projectId, title: p.title, document: p.document, sort_order: start + i, created_at: stamp, updated_at: stamp })))
            .execute();
        }
        return projectId;
      });
    },

    async setFields(id: number, values: Updateable<ProjectsTable>): Promise<void> {
      await db.updateTable('projects').set({ ...values, updated_at: now() }).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('projects').where('id', '=', id).execute();
    },

    /** Own projects (the site's), newest first; by id or slug the site reaches any. */
    async ownedIds(filter: { owner: ListingOwner; id?: number | undefined; slugId?: string | undefined; requestStatuses?: readonly string[] | undefined }, page: { offset: number; limit: number }) {
      const one = filter.id !== undefined || filter.slugId !== undefined;
      let query = db.selectFrom('projects').where((eb) => (filter.owner === 'site' ? (one ? eb.lit(true) : eb('user_id', 'is', null)) : eb('user_id', '=', filter.owner)));
      if (filter.id !== undefined) query = query.where('id', '=', filter.id);
      if (filter.slugId !== undefined) query = query.where('slug_id', '=', filter.slugId);
      if (filter.requestStatuses?.length) query = query.where('request_status', 'in', [...filter.requestStatuses] as ('pending' | 'approved' | 'rejected')[]);
      const [rows, count] = await Promise.all([
        query.select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((r) => r.id), total: Number(count.n) };
    },

    rejectReasons(ids: readonly number[]): Promise<Map<number, string>> {
      return rejectReasonsOf(db, 'projects', ids);
    },

    similarOwned(userId: number, categoryId: number, exceptId: number, limit: number): Promise<number[]> {
      return similarOwnedIn(db, 'projects', { userId, categoryId, exceptId, limit });
    },
  };
}
export type OwnerProjectsRepo = ReturnType<typeof createOwnerProjectsRepo>;

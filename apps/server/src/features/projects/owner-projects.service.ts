import { MSG } from '@abode/shared/messages';
import type { AddedProjectsQuery, ProjectInput } from '@abode/shared/schemas/listings';
import type { Project } from '@abode/shared/schemas/projects';
import type { Insertable, Updateable } from 'kysely';
import type { ProjectsTable } from '../../core/db/schema.js';
import { ApiError, badRequest, notFound } from '../../core/http/errors.js';
import type { ImageEncoder } from '../../core/media/image-encode.js';
import type { Storage } from '../../core/media/storage.js';
import type { ProjectsService } from './projects.service.js';
import { postedOn } from '../properties/property.mapper.js';
import { StagedMedia } from '../properties/listing-media.js';
import type { ListingOwner, ListingRules } from '../properties/listing-rules.js';
import type { OwnerProjectsRepo, ProjectChildren } from './owner-projects.repo.js';

export const PROJECT_NOT_FOUND = 'Project Not Found';
const SIMILAR_OWN = 10;

export interface OwnedProject extends Project {
  reject_reason: string;
  posted_since: string;
}

export function createOwnerProjectsService(deps: { repo: OwnerProjectsRepo; storage: Storage; imageEncoder: ImageEncoder; projects: ProjectsService; rules: ListingRules }) {
  const { repo, storage, imageEncoder, projects, rules } = deps;

  /** The projects this account reaches: its own, or the site's and any by id for the admin. */
  async function ownerOf(userId: number): Promise<ListingOwner> {
    return (await rules.actsForSite(userId)) ? 'site' : userId;
  }

  async function owned(id: number, userId: number) {
    const row = await repo.ownedProject(id, await ownerOf(userId));
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    return row;
  }

  async function present(ids: readonly number[], contentLanguage: string | undefined): Promise<OwnedProject[]> {
    const [list, reasons] = await Promise.all([projects.byIds(ids, contentLanguage), repo.rejectReasons(ids)]);
    const now = Date.now();
    return list.map((p) => ({ ...p, reject_reason: reasons.get(p.id) ?? '', posted_since: postedOn(p.created_at, now) }));
  }

  return {
    /** post_project: creates a project (pending review unless auto-approved), or with `id` edits an own one. */
    async save(userId: number, input: ProjectInput, contentLanguage: string | undefined): Promise<OwnedProject[]> {
      const row = input.id === undefined ? undefined : await owned(input.id, userId);
      // the admin posts as the site: no profile or verification of its own, no review of its work
      const asSite = await rules.actsForSite(userId);
      const verified = asSite || (row ? await rules.isVerified(userId) : (await rules.assertMayList(userId)).verified);
      if (input.category_id !== undefined && !(await repo.categoryExists(input.category_id))) throw badRequest('Category not found');
      const spend = row ? undefined : await rules.allowance(userId, 'project_list');
      const media = new StagedMedia(storage, imageEncoder);
      const id = await media.run(async () => {
        const existing = row ? await repo.mediaOf(row.id) : { images: [], documents: [], plans: [] };
        const removeImageIds = (input.remove_gallery_images ?? []).filter((i) => existing.images.some((x) => x.id === i));
        const removeDocumentIds = (input.remove_documents ?? []).filter((i) => existing.documents.some((x) => x.id === i));
        const removePlanIds = (input.remove_plans ?? []).filter((i) => existing.plans.some((x) => x.id === i));
        for (const image of existing.images) if (removeImageIds.includes(image.id)) media.replaceImage(image.image);
        for (const doc of existing.documents) if (removeDocumentIds.includes(doc.id)) media.replaceFile(doc.file);
        for (const plan of existing.plans) if (removePlanIds.includes(plan.id)) media.replaceFile(plan.document);

        const newPlans: { title: string; document: string }[] = [];
        const changedPlans: ProjectChildren['changedPlans'][number][] = [];
        for (const plan of input.plans ?? []) {
          const known = plan.id === undefined ? undefined : existing.plans.find((p) => p.id === plan.id);
          if (plan.id !== undefined && !known) throw badRequest(`Plan ${plan.id} not found`);
          const document = plan.document === undefined ? undefined : (await media.photoOrDocument(plan.document, 'Floor plan', 'projects')).key;
          if (known) {
            if (document !== undefined) media.replaceFile(known.document);
            changedPlans.push({ id: known.id, title: plan.title, document });
          } else newPlans.push({ title: plan.title!, document: document! });
        }

        const gallery = [];
        for (const file of input.gallery_images ?? []) gallery.push(await media.photo(file, 'Gallery image', 'projects'));
        const documents = [];
        for (const file of input.documents ?? []) documents.push(await media.document(file, 'Document', 'documents'));
        const image = input.image === undefined ? undefined : await media.photo(input.image, 'Image', 'projects');
        const metaImage = input.meta_image === undefined ? undefined : await media.photo(input.meta_image, 'Meta image', 'projects');
        if (image) media.replaceImage(row?.image);
        if (metaImage) media.replaceImage(row?.meta_image);

        const values: Updateable<ProjectsTable> = {};
        const text = ['title', 'description', 'location', 'city', 'state', 'country', 'video_link', 'meta_title', 'meta_description', 'meta_keywords', 'type'] as const;
        for (const key of text) if (input[key] !== undefined) values[key] = input[key];
        if (input.category_id !== undefined) values.category_id = input.category_id;
        if (input.latitude !== undefined) values.latitude = input.latitude;
        if (input.longitude !== undefined) values.longitude = input.longitude;
        if (image) {
          values.image = image.key;
          values.image_hash = image.placeholder;
        }
        if (metaImage) values.meta_image = metaImage.key;
        if (row === undefined || (input.slug_id !== undefined && input.slug_id !== row.slug_id)) {
          values.slug_id = await rules.slugFor(input.slug_id, input.title ?? row?.title ?? '', (s) => repo.slugTaken(s, row?.id));
        }
        values.request_status = asSite ? (row?.request_status ?? 'approved') : row ? await rules.statusAfterEdit(row.request_status, verified) : await rules.initialStatus(verified);
        if (values.request_status !== 'rejected') values.reject_reason = null;
        const translations = await rules.translations(input.translations);
        const children: ProjectChildren = { gallery, documents, newPlans, changedPlans, removeImageIds, removeDocumentIds, removePlanIds, translations };
        if (row) return repo.save(row.id, values, children);
        const stamp = new Date().toISOString();
        return repo.save(undefined, { ...values, user_id: asSite ? null : userId, created_at: stamp, updated_at: stamp } as Insertable<ProjectsTable>, children, spend);
      });
      return present([id], contentLanguage);
    },

    /** delete_project: rows first, then every file they pointed at. */
    async remove(userId: number, id: number): Promise<void> {
      const row = await owned(id, userId);
      const media = new StagedMedia(storage, imageEncoder);
      const { images, documents, plans } = await repo.mediaOf(row.id);
      await repo.remove(row.id);
      for (const key of [row.image, row.meta_image, ...images.map((i) => i.image)]) media.replaceImage(key);
      for (const key of [...documents.map((d) => d.file), ...plans.map((p) => p.document)]) media.replaceFile(key);
      await media.commit();
    },

    /** change-project-status: the owner's on/off switch, for approved projects only. */
    async setActive(userId: number, id: number, active: boolean): Promise<void> {
      const row = await owned(id, userId);
      if (row.request_status !== 'approved') throw new ApiError(400, MSG.statusUpdateFailed);
      await repo.setFields(row.id, { status: active ? 1 : 0 });
    },

    /** get-added-projects: own projects in every state; one by id/slug adds similar ones. */
    async listOwn(userId: number, query: AddedProjectsQuery, contentLanguage: string | undefined) {
      const owner = await ownerOf(userId);
      const { ids, total } = await repo.ownedIds(
        { owner, id: query.id, slugId: query.slug_id, requestStatuses: query.request_status },
        { offset: query.offset, limit: query.limit },
      );
      const data = await present(ids, contentLanguage);
      const one = data[0];
      if ((query.id === undefined && query.slug_id === undefined) || !one) return { data, total };
      const similarIds = owner === 'site' ? [] : await repo.similarOwned(userId, one.category_id, one.id, SIMILAR_OWN);
      return { data, total, similar: await present(similarIds, contentLanguage) };
    },
  };
}
export type OwnerProjectsService = ReturnType<typeof createOwnerProjectsService>;

import { SLIDER_TYPES } from '@abode/shared/enums';
import { MSG } from '@abode/shared/messages';
import type { AdminSlider, SliderInput } from '@abode/shared/schemas/admin-content';
import { type ActingAs, auditedChange } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { UploadedFile } from '../../core/http/uploaded-file.js';
import type { ImageEncoder } from '../../core/media/image-encode.js';
import { deleteStoredImage } from '../../core/media/image-pipeline.js';
import { replaceImage } from '../../core/media/replace-image.js';
import type { Storage } from '../../core/media/storage.js';
import type { HomepageRepo } from './homepage.repo.js';

// The console's sliders (issue #17): the four types of the contract — a default banner, a
// category, a property or an external link — each with what it points at, a web image (and
// optionally the apps' own), and an order. The sliders table moves the home data's version (0018).

type Row = Awaited<ReturnType<HomepageRepo['adminSliders']>>[number];

const audited = (r: Pick<Row, 'type' | 'category_id' | 'property_id' | 'link' | 'show_property_details' | 'sort_order' | 'status' | 'web_image' | 'image'>) => ({
  type: r.type,
  category_id: r.category_id,
  property_id: r.property_id,
  link: r.link,
  show_property_details: r.show_property_details,
  sort_order: r.sort_order,
  status: r.status,
  web_image: r.web_image,
  image: r.image,
});

export function createSlidersAdminService(deps: { db: Db; repo: HomepageRepo; storage: Storage; imageEncoder: ImageEncoder }) {
  const { db, repo, storage } = deps;
  const media = { storage, encoder: deps.imageEncoder };

  const present = (r: Row): AdminSlider => ({
    id: r.id,
    type: r.type,
    web_image: storage.url(r.web_image ?? r.image),
    image: storage.url(r.image ?? r.web_image),
    link: r.link ?? '',
    category: r.category_id !== null && r.category_name !== null ? { id: r.category_id, category: r.category_name } : null,
    property: r.property_id !== null && r.property_title !== null && r.property_slug_id !== null ? { id: r.property_id, title: r.property_title, slug_id: r.property_slug_id } : null,
    show_property_details: r.show_property_details === 1,
    sort_order: r.sort_order,
    status: r.status === 1,
  });

  async function requireSlider(id: number): Promise<Row> {
    const [row] = await repo.adminSliders(id);
    if (!row) throw notFound(MSG.sliderNotFound);
    return row;
  }

  /** What a slider of this type points at; the others are cleared so that a type change leaves nothing behind. */
  async function target(input: SliderInput) {
    const none = { category_id: null, property_id: null, link: null, show_property_details: 0 };
    switch (input.type) {
      case SLIDER_TYPES.category:
        if (!input.category_id || !(await repo.categoryExists(input.category_id))) throw badRequest(MSG.sliderTargetMissing);
        return { ...none, category_id: input.category_id };
      case SLIDER_TYPES.property:
        if (!input.property_id || !(await repo.propertyExists(input.property_id))) throw badRequest(MSG.sliderTargetMissing);
        return { ...none, property_id: input.property_id, show_property_details: input.show_property_details ? 1 : 0 };
      case SLIDER_TYPES.link:
        if (!input.link) throw badRequest(MSG.sliderTargetMissing);
        return { ...none, link: input.link };
      default:
        return none;
    }
  }

  async function removeImages(...keys: (string | null)[]) {
    for (const key of keys) if (key && !/^https?:/.test(key)) await deleteStoredImage(storage, key);
  }

  return {
    async list(): Promise<AdminSlider[]> {
      return (await repo.adminSliders()).map(present);
    },

    /** Create (a web image is required) or edit (new images replace the old ones); audited. */
    async save(actor: ActingAs, id: number | null, input: SliderInput, files: { webImage: UploadedFile | undefined; image: UploadedFile | undefined }): Promise<AdminSlider> {
      const before = id === null ? null : await requireSlider(id);
      if (!before && !files.webImage) throw badRequest(MSG.sliderImageRequired);
      const points = await target(input);
      const order = input.sort_order ?? before?.sort_order ?? (await repo.nextSliderOrder());
      const status = input.status === undefined ? (before?.status ?? 1) : input.status ? 1 : 0;
      const saved = await replaceImage(media, files.webImage, { folder: 'sliders', previous: before?.web_image }, (webKey) =>
        replaceImage(media, files.image, { folder: 'sliders', previous: before?.image }, async (appKey) => {
          const values = {
            type: input.type,
            ...points,
            sort_order: order,
            status,
            web_image: webKey ?? before?.web_image ?? null,
            image: appKey ?? before?.image ?? null,
          };
          return auditedChange(db, actor, { action: id === null ? 'create' : 'update', entity: 'slider', before: before ? audited(before) : null }, async (trx) => ({
            id: await repo.saveSlider(trx, id, values),
            after: audited(values),
          }));
        }),
      );
      return present(await requireSlider(saved!));
    },

    async remove(actor: ActingAs, id: number): Promise<void> {
      const before = await requireSlider(id);
      await auditedChange(db, actor, { action: 'delete', entity: 'slider', before: audited(before) }, async (trx) => {
        await repo.removeSlider(trx, id);
        return { id, after: null };
      });
      await removeImages(before.web_image, before.image);
    },
  };
}
export type SlidersAdminService = ReturnType<typeof createSlidersAdminService>;

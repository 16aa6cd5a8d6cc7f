import { MSG } from '@abode/shared/messages';
import type { AdminFacility, FacilityInput } from '@abode/shared/schemas/catalogue-admin';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { CatalogueImages } from '../../core/media/catalogue-image.js';
import type { ActingAs } from '../admin/admin.service.js';
import type { FacilitiesRepo } from './facilities.repo.js';

// Facilities ("near by places") with their icons in the admin console (issue #17, catalogue.manage).

const audit = (actor: ActingAs, action: string) => ({ actorId: actor.id, action, ip: actor.ip });

export function createFacilitiesAdminService(deps: { repo: FacilitiesRepo; images: CatalogueImages }) {
  const { repo, images } = deps;

  const toAdmin = (row: Awaited<ReturnType<FacilitiesRepo['adminList']>>[number]): AdminFacility => ({
    id: row.id,
    name: row.name,
    image: images.url(row.image),
    status: row.status === 1,
    listings: row.listings,
    translations: row.translations,
  });

  async function one(id: number) {
    const [row] = await repo.adminList(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(): Promise<AdminFacility[]> {
      return (await repo.adminList()).map(toAdmin);
    },

    async create(actor: ActingAs, input: FacilityInput): Promise<AdminFacility> {
      const id = await images.replace(input.image, 'facilities', null, (image) =>
        repo.create({ name: input.name, image, status: input.status === false ? 0 : 1 }, input.translations, audit(actor, 'create')),
      );
      return toAdmin(await one(id));
    },

    async update(actor: ActingAs, id: number, input: FacilityInput): Promise<AdminFacility> {
      const row = await one(id);
      const status = input.status ?? row.status === 1;
      const saved = await images.replace(input.image, 'facilities', row.image, (image) =>
        repo.update(id, { name: input.name, image, status: status ? 1 : 0 }, input.translations, audit(actor, 'update')),
      );
      if (!saved) throw notFound();
      return toAdmin(await one(id));
    },

    async remove(actor: ActingAs, id: number) {
      const result = await repo.remove(id, audit(actor, 'delete'));
      if (result.outcome === 'gone') throw notFound();
      if (result.outcome === 'in-use') throw badRequest(MSG.facilityInUse);
      await images.drop(result.image);
    },
  };
}
export type FacilitiesAdminService = ReturnType<typeof createFacilitiesAdminService>;

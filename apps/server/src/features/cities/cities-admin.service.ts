import type { AdminCity, CityInput } from '@abode/shared/schemas/catalogue-admin';
import { notFound } from '../../core/http/errors.js';
import type { CatalogueImages } from '../../core/media/catalogue-image.js';
import type { ActingAs } from '../admin/admin.service.js';
import type { CitiesRepo, CityValues } from './cities.repo.js';

// City pictures in the admin console (issue #17, catalogue.manage): get-cities-data shows the
// picture of the active city of the same name.

const audit = (actor: ActingAs, action: string) => ({ actorId: actor.id, action, ip: actor.ip });
const coordinate = (value: number | undefined) => value ?? null;

export function createCitiesAdminService(deps: { repo: CitiesRepo; images: CatalogueImages }) {
  const { repo, images } = deps;

  const toAdmin = (row: Awaited<ReturnType<CitiesRepo['adminList']>>[number]): AdminCity => ({
    id: row.id,
    name: row.name,
    state: row.state,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    image: images.url(row.image),
    status: row.status === 1,
  });

  async function one(id: number) {
    const [row] = await repo.adminList(id);
    if (!row) throw notFound();
    return row;
  }

  const values = (input: CityInput, image: string | undefined, status: boolean): CityValues => ({
    name: input.name,
    state: input.state ?? '',
    country: input.country ?? '',
    latitude: coordinate(input.latitude),
    longitude: coordinate(input.longitude),
    image,
    status: status ? 1 : 0,
  });

  return {
    async list(): Promise<AdminCity[]> {
      return (await repo.adminList()).map(toAdmin);
    },

    async create(actor: ActingAs, input: CityInput): Promise<AdminCity> {
      const id = await images.replace(input.image, 'cities', null, (image) => repo.create(values(input, image, input.status ?? true), audit(actor, 'create')));
      return toAdmin(await one(id));
    },

    async update(actor: ActingAs, id: number, input: CityInput): Promise<AdminCity> {
      const row = await one(id);
      const saved = await images.replace(input.image, 'cities', row.image, (image) => repo.update(id, values(input, image, input.status ?? row.status === 1), audit(actor, 'update')));
      if (!saved) throw notFound();
      return toAdmin(await one(id));
    },

    async remove(actor: ActingAs, id: number) {
      const removed = await repo.remove(id, audit(actor, 'delete'));
      if (!removed) throw notFound();
      await images.drop(removed.image);
    },
  };
}
export type CitiesAdminService = ReturnType<typeof createCitiesAdminService>;

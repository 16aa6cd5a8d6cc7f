import type { CityCount } from '@abode/shared/schemas/cities';
import type { PaginationQuery } from '@abode/shared/schemas/common';
import type { Storage } from '../../core/media/storage.js';
import type { CitiesRepo } from './cities.repo.js';

export function createCitiesService({ repo, storage }: { repo: CitiesRepo; storage: Storage }) {
  return {
    /** get-cities-data: cities with at least one visible sell/rent listing, busiest first. */
    async withListings(page: PaginationQuery): Promise<{ data: CityCount[]; total: number }> {
      const { rows, total } = await repo.withListings(new Date().toISOString(), page);
      const images = await repo.imagesFor(rows.map((r) => r.city));
      return { data: rows.map((r) => ({ City: r.city, Count: r.count, image: storage.url(images.get(r.city)) })), total };
    },
  };
}
export type CitiesService = ReturnType<typeof createCitiesService>;

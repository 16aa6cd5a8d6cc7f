import * as z from 'zod/mini';

const MAX_PAGE = 10_000;
/** A page number; anything odd becomes page 1. */
export const pageParam = z.catch(z.coerce.number().check(z.refine(Number.isInteger), z.minimum(1), z.maximum(MAX_PAGE)), 1);

/** The 1-based ?page= of a list URL; anything odd is page 1. */
export function pageOf(url: URL): number {
  return pageParam.parse(url.searchParams.get('page') ?? undefined);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The API's offset and limit for a page. */
export function pageWindow(page: number, pageSize: number): { offset: number; limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

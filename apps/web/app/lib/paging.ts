const MAX_PAGE = 10_000;
const PAGE_TEXT = /^\s*\d+\s*$/;

/**
 * A page number from a query value; anything odd (blank, 0, negative, fractional, past the last
 * page we serve) is page 1. Plain code rather than a schema: list pages import this in the browser.
 */
export function pageNumber(value: unknown): number {
  const page = typeof value === 'number' ? value : typeof value === 'string' && PAGE_TEXT.test(value) ? Number(value) : NaN;
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The 1-based ?page= of a list URL; anything odd is page 1. */
export function pageOf(url: URL): number {
  return pageNumber(url.searchParams.get('page'));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The API's offset and limit for a page. */
export function pageWindow(page: number, pageSize: number): { offset: number; limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

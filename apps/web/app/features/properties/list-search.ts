import * as z from 'zod/mini';
import type { PropertyListSearch } from '~/config/paths';
import { pageParam } from '~/lib/paging';

const LIST_TYPES = ['sell', 'rent'] as const;
const blankIsAbsent = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform((value: unknown) => (value === '' ? undefined : value)), z.optional(schema));

// zod/mini: this runs in the browser too (client loader), where every kilobyte counts.
// A bad or hand-edited value falls back to "no filter" rather than failing the page.
const listSearch = z.object({
  type: z.catch(blankIsAbsent(z.enum(LIST_TYPES)), undefined),
  category: z.catch(blankIsAbsent(z.string().check(z.maxLength(100), z.regex(/^[a-z0-9-]+$/))), undefined),
  city: z.catch(blankIsAbsent(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))), undefined),
  page: pageParam,
});

/** The list page's filters from its query string (?type=rent&category=villa&city=Dubai&page=2). */
export function parseListSearch(params: URLSearchParams): PropertyListSearch & { page: number } {
  return listSearch.parse(Object.fromEntries(params));
}

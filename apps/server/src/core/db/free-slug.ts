import { randomBytes } from 'node:crypto';

/** `base` when no record holds it, else `base-3f9a1c` (random until free). */
export async function freeSlug(base: string, exists: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await exists(base))) return base;
  for (;;) {
    const candidate = `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await exists(candidate))) return candidate;
  }
}

import { randomBytes } from 'node:crypto';
import { hashPassword } from '@abode/server/core/security/password';
import { CITIES } from '@abode/server/core/geo/uae';
import { planEngagement } from './demo/engagement.js';
import { draftProperties } from './demo/listings.js';
import { DemoMedia } from './demo/media.js';
import { draftPeople } from './demo/people.js';
import { paintDemo, type SliderPlan } from './demo/pictures.js';
import { draftProjects } from './demo/projects.js';
import { createRng, type Rng } from './demo/random.js';
import { loadReferenceIds } from './demo/reference-ids.js';
import { type DemoCounts, type DemoDrafts, writeDemo } from './demo/write.js';
import type { FirstStartContext } from '@abode/server/seed/reference';
import type { DemoSummary } from '@abode/server/seed/seed';
import { languageId } from '@abode/server/seed/rows';

// Demo content for a first look at Abode: one country (the UAE), eight cities, hundreds of
// listings with photos, agents, projects, articles and the traces of users using the site.

export interface DemoOptions {
  properties?: number;
  projects?: number;
  agents?: number;
  users?: number;
  /** Pictures painted per scene kind; listings get copies of these. */
  picturesPerKind?: number;
  /** Listings that get an Arabic title and description. */
  translatedListings?: number;
}

const FULL: Required<DemoOptions> = { properties: 320, projects: 24, agents: 18, users: 42, picturesPerKind: 6, translatedListings: 20 };


function draftDemo(rng: Rng, size: Required<DemoOptions>, reportReasons: number): DemoDrafts {
  const people = draftPeople(rng, { agents: size.agents, users: size.users });
  const agents = people.flatMap((p, i) => (p.isAgent ? [i] : []));
  const owners = {
    agents,
    verifiedAgents: agents.filter((i) => people[i]!.verification === 'success'),
    users: people.flatMap((p, i) => (p.isAgent || p.row.is_active === 0 ? [] : [i])),
  };
  const properties = draftProperties(rng, size.properties, owners, size.translatedListings);
  const projects = draftProjects(rng, size.projects, agents);
  const engagement = planEngagement(rng, people, properties, projects, reportReasons);
  const idNumbers = new Map(
    agents
      .filter((i) => people[i]!.verification !== 'initial')
      .map((i) => [i, `784-${rng.int(1970, 1998)}-${rng.int(1_000_000, 9_999_999)}-${rng.int(1, 9)}`] as const),
  );
  const showcase = engagement.promotedProperties.find((i) => properties[i]!.kind === 'villa') ?? engagement.promotedProperties[0];
  const sliders: SliderPlan[] = [
    { type: 1, title: 'Find your place in the UAE' },
    ...(showcase === undefined ? [] : [{ type: 3 as const, title: String(properties[showcase]!.row.title), property: showcase }]),
    { type: 2, title: 'Villas with gardens and private pools' },
    { type: 4, title: 'List your property for free' },
  ];
  return { people, idNumbers, properties, projects, engagement, sliders };
}

/**
 * Seeds the demo. Files are written first and the rows in one transaction; if anything fails,
 * the files written so far are removed again and the database is left as it was.
 */
export async function seedDemo(ctx: FirstStartContext, options: DemoOptions = {}): Promise<DemoSummary & { counts: DemoCounts }> {
  const started = performance.now();
  const size = { ...FULL, ...options };
  const rng = createRng();
  const ref = await loadReferenceIds(ctx.db);
  const drafts = draftDemo(rng, size, ref.reportReasons.length);
  const password = randomBytes(9).toString('base64url');
  const media = new DemoMedia(ctx.storage, ctx.privateStorage);
  try {
    const [pictures, passwordHash, arabicId] = await Promise.all([
      paintDemo(media, rng, { ...drafts, cities: CITIES.length }, size.picturesPerKind),
      hashPassword(password),
      languageId(ctx.db, 'ar'),
    ]);
    const counts = await ctx.db.transaction().execute((trx) => writeDemo(trx, rng, drafts, pictures, ref, passwordHash, arabicId));
    const agent = drafts.people.find((p) => p.isAgent && p.verification === 'success') ?? drafts.people[0];
    return { counts, password, sampleAgentEmail: String(agent?.row.email ?? ''), ms: Math.round(performance.now() - started) };
  } catch (error) {
    await media.discardAll().catch(() => {});
    throw error;
  }
}

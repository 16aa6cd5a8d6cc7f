import type { PersonDraft } from './people.js';
import type { PropertyDraft } from './listings.js';
import type { ProjectDraft } from './projects.js';
import type { Rng } from './random.js';

// What demo users did: favourites, interest, reports, featured listings and the packages they
// bought. Decided by index before any row exists, so that counters such as total_favourites are
// written together with the rows they count.

export interface EngagementPlan {
  favourites: [person: number, property: number][];
  interests: [person: number, property: number][];
  reports: { person: number; property: number; reason: number | null; other: string | null }[];
  promotedProperties: number[];
  promotedProjects: number[];
  packages: { person: number; packageName: string; startDaysAgo: number; gateway: string | null }[];
}

const OTHER_REPORTS = [
  'The agent asked for a deposit before any viewing. This looks suspicious.',
  'The same apartment is listed three times with different prices.',
];

function pairs(rng: Rng, people: readonly number[], properties: readonly number[], drafts: readonly PropertyDraft[], min: number, max: number) {
  return people.flatMap((person) =>
    rng
      .some(properties, min, max)
      .filter((property) => drafts[property]!.owner !== person)
      .map((property) => [person, property] as [number, number]),
  );
}

export function planEngagement(
  rng: Rng,
  people: readonly PersonDraft[],
  properties: readonly PropertyDraft[],
  projects: readonly ProjectDraft[],
  reportReasons: number,
): EngagementPlan {
  const everyone = people.map((_, i) => i);
  const agents = everyone.filter((i) => people[i]!.isAgent);
  const users = everyone.filter((i) => !people[i]!.isAgent);
  const live = properties.flatMap((p, i) => (p.state === 'approved' ? [i] : []));
  const forSaleOrRent = live.filter((i) => properties[i]!.row.property_type === 0 || properties[i]!.row.property_type === 1);

  const favourites = pairs(rng, everyone, live, properties, 2, 12);
  const interests = pairs(rng, users, forSaleOrRent, properties, 0, 4);
  // distinct listings, so no user reports one listing twice
  const reported = rng.some(forSaleOrRent, 6, 6);
  const reports = reported.map((property, i) => {
    // the last reports use the "Other" reason with the reporter's own words
    const other = OTHER_REPORTS[i - (reported.length - OTHER_REPORTS.length)] ?? null;
    return { person: rng.pick(users.length ? users : everyone), property, reason: other ? null : rng.int(0, reportReasons - 1), other };
  });

  const promotedProperties = rng.some(forSaleOrRent, 12, 12);
  const liveProjects = projects.flatMap((p, i) => (p.row.request_status === 'approved' ? [i] : []));
  const promotedProjects = rng.some(liveProjects, 4, 4);

  const paidPlans = ['Pro', 'Basic', 'Pro', 'Enterprise', 'Basic', 'Pro'] as const;
  // posting needs a package (ADR 026): the sample agent the seed prints can always post (unlimited listings)
  const sampleAgent = agents.find((i) => people[i]!.verification === 'success') ?? agents[0];
  const planned = [...new Set([...(sampleAgent === undefined ? [] : [sampleAgent]), ...agents.slice(0, Math.min(agents.length, 10))])];
  const packages = [
    ...planned.map((person, i) => ({
      person,
      packageName: person === sampleAgent ? 'Enterprise' : paidPlans[i % paidPlans.length]!,
      startDaysAgo: rng.int(1, 25),
      gateway: rng.pick(['stripe', 'bank_transfer', 'paypal']),
    })),
    ...users.slice(0, Math.min(users.length, 6)).map((person) => ({ person, packageName: 'Free trial', startDaysAgo: rng.int(1, 20), gateway: null })),
  ];

  return { favourites, interests, reports, promotedProperties, promotedProjects, packages };
}

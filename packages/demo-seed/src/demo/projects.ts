import type { ProjectType } from '@abode/shared/enums';
import { slugify } from '@abode/shared/slug';
import type { Insertable } from 'kysely';
import type { ProjectsTable } from '@abode/server/core/db/schema';
import { CITIES, COUNTRY, type ListingKind } from '@abode/server/core/geo/uae';
import type { SceneKind } from '../pictures/index.js';
import type { FloorPlanName } from './floor-plans.js';
import { BEDROOMS, builtUpArea, salePrice } from './pricing.js';
import { addDays, type Rng } from './random.js';

// Demo developments: off-plan towers, villa and townhouse communities and office buildings.

const NAMES = ['Vista', 'Horizon', 'Grove', 'Crest', 'Harbour', 'Serenity', 'Aurora', 'Cascade', 'Meridian', 'Solace', 'Lumina', 'Azalea', 'Opal', 'Nova', 'Sienna', 'Arbor', 'Elara', 'Coral', 'Ivory', 'Juniper', 'Sahra', 'Noor', 'Lagoon', 'Mirage'];
type ProjectKind = Extract<ListingKind, 'apartment' | 'villa' | 'townhouse' | 'office'>;
const SUFFIX: Record<ProjectKind, readonly string[]> = {
  apartment: ['Residences', 'Tower', 'Heights', 'Views'],
  villa: ['Villas', 'Estates'],
  townhouse: ['Townhouses', 'Park Homes'],
  office: ['Business Tower', 'Offices'],
};
const AMENITIES: Record<ProjectKind, readonly string[]> = {
  apartment: ['an infinity pool', 'a residents-only gym', 'a rooftop lounge', "a children's play area", 'co-working spaces', 'a landscaped podium garden', 'a padel court', '24-hour concierge'],
  villa: ['a community clubhouse', 'jogging and cycling tracks', 'a central park with a lake', 'tennis and padel courts', 'a neighbourhood retail centre', 'a nursery and primary school'],
  townhouse: ['a community pool', 'shaded play areas', 'a central park', 'a retail boulevard', 'jogging tracks', 'barbecue terraces'],
  office: ['a double-height lobby', 'smart access control', 'a business lounge', 'EV charging', 'a café and retail podium', 'LEED Gold energy design'],
};
const PLANS: Record<ProjectKind, readonly (readonly [string, FloorPlanName, number])[]> = {
  apartment: [
    ['Studio — Type S', 'studio', 0],
    ['1 Bedroom — Type A', 'oneBedroom', 1],
    ['2 Bedroom — Type B', 'twoBedroom', 2],
    ['3 Bedroom — Type C', 'threeBedroom', 3],
  ],
  villa: [
    ['Ground floor', 'villaGround', 4],
    ['First floor', 'villaFirst', 4],
  ],
  townhouse: [
    ['Ground floor', 'villaGround', 3],
    ['First floor', 'villaFirst', 3],
  ],
  office: [
    ['Typical office floor', 'office', 0],
    ['Ground floor — retail and lobby', 'office', 0],
  ],
};
const INTERIORS: Record<ProjectKind, readonly SceneKind[]> = {
  apartment: ['living-room', 'kitchen', 'bedroom', 'pool', 'skyline'],
  villa: ['living-room', 'kitchen', 'bedroom', 'bathroom', 'pool'],
  townhouse: ['living-room', 'kitchen', 'bedroom', 'pool'],
  office: ['office', 'skyline'],
};

export interface ProjectDraft {
  kind: ProjectKind;
  owner: number | null;
  row: Omit<Insertable<ProjectsTable>, 'category_id' | 'user_id'>;
  titleScene: SceneKind;
  galleryScenes: SceneKind[];
  plans: { title: string; plan: FloorPlanName }[];
  brochure: boolean;
}

const fmt = (n: number) => n.toLocaleString('en-US');

export function draftProjects(rng: Rng, count: number, agents: readonly number[]): ProjectDraft[] {
  const names = rng.faker.helpers.shuffle([...NAMES]);
  const used = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const kind = rng.weighted<ProjectKind>([
      ['apartment', 10],
      ['villa', 4],
      ['townhouse', 4],
      ['office', 2],
    ]);
    const cities = CITIES.filter((c) => c.neighbourhoods.some((n) => n.kinds.includes(kind)));
    const city = rng.weighted(cities.map((c) => [c, c.weight] as const));
    const area = rng.pick(city.neighbourhoods.filter((n) => n.kinds.includes(kind)));
    let title = `${names[i % names.length]} ${rng.pick(SUFFIX[kind])}`;
    if (used.has(title)) title = `${title} ${area.name}`;
    used.add(title);
    const type: ProjectType = rng.chance(0.55) ? 'under_construction' : 'upcoming';
    const handover = `Q${rng.int(1, 4)} ${rng.int(type === 'upcoming' ? 2028 : 2026, type === 'upcoming' ? 2030 : 2028)}`;
    const plans = kind === 'apartment' ? rng.some(PLANS.apartment, 2, 4).sort((a, b) => a[2] - b[2]) : [...PLANS[kind]];
    const sizes = plans.map(([, , bedrooms]) => builtUpArea(rng, kind, Math.max(bedrooms, kind === 'apartment' ? 0 : 3)));
    const bedroomRange = BEDROOMS[kind]?.map(([b]) => b) ?? [];
    const from = salePrice(rng, kind, Math.min(...sizes), { city: city.priceFactor, neighbourhood: area.priceFactor });
    const unitMix =
      kind === 'office'
        ? 'Grade A office floors from 1,200 to 12,000 sq ft'
        : kind === 'apartment'
          ? `${plans[0]![2] === 0 ? 'studios' : `${plans[0]![2]}-bedroom`} to ${plans[plans.length - 1]![2]}-bedroom apartments`
          : `${Math.min(...bedroomRange)} to ${Math.max(...bedroomRange)}-bedroom ${kind === 'villa' ? 'villas' : 'townhouses'}`;
    const booking = rng.pick([10, 20]);
    const during = rng.pick([40, 50, 60]);
    const description = [
      `${type === 'upcoming' ? 'A new launch' : 'Now under construction'} in ${area.name}, ${city.name}, ${title} offers ${unitMix}. ${title} is ${area.highlight}.`,
      `Homes range from ${fmt(Math.min(...sizes))} to ${fmt(Math.max(...sizes))} sq ft, with prices starting from AED ${fmt(from)}. Every unit comes with premium finishes, ${kind === 'office' ? 'raised floors and chilled-water air conditioning' : 'built-in wardrobes, a fitted kitchen with appliances and smart-home controls'}.`,
      `Residents will enjoy ${rng
        .some(AMENITIES[kind], 3, 5)
        .join(', ')
        .replace(/, ([^,]*)$/, ' and $1')}.`,
      `Payment plan: ${booking}% on booking, ${during}% during construction and ${100 - booking - during}% on handover, expected in ${handover}.`,
    ].join('\n\n');
    const [latitude, longitude] = rng.near(...rng.pick(area.anchors), area.radius);
    const createdAt = rng.daysAgo(420, 5);
    const state = i === 1 ? 'pending' : i === 2 ? 'rejected' : rng.chance(0.9) ? 'approved' : 'pending';
    return {
      kind,
      owner: rng.chance(0.4) || agents.length === 0 ? null : rng.pick(agents),
      titleScene: kind === 'office' ? 'office' : kind,
      galleryScenes: Array.from({ length: rng.int(3, 6) }, (_, g) => (g === 0 ? 'skyline' : rng.pick(INTERIORS[kind]))),
      plans: plans.map(([planTitle, plan]) => ({ title: planTitle, plan })),
      brochure: rng.chance(0.6),
      row: {
        slug_id: slugify(title, 'project'),
        title,
        description,
        type,
        location: `${rng.pick(area.streets)}, ${area.name}, ${city.name}`,
        city: city.name,
        state: city.state,
        country: COUNTRY,
        latitude,
        longitude,
        meta_title: `${title} — ${area.name}, ${city.name}`.slice(0, 60),
        meta_description: `${title}: ${unitMix} in ${area.name}, ${city.name}. Prices from AED ${fmt(from)}, handover ${handover}.`.slice(0, 160),
        meta_keywords: `${title}, off-plan ${area.name}, new projects ${city.name}, ${kind} ${city.name}`,
        status: 1,
        request_status: state,
        reject_reason: state === 'rejected' ? 'Please upload the developer permit and a brochure with the payment plan.' : null,
        total_click: state === 'approved' ? rng.int(40, 900) : 0,
        created_at: createdAt,
        updated_at: addDays(createdAt, rng.int(0, 4)),
      },
    };
  });
}

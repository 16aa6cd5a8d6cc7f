import type { RentDuration } from '@abode/shared/enums';
import { slugify } from '@abode/shared/slug';
import type { Insertable } from 'kysely';
import type { PropertiesTable } from '@abode/server/core/db/schema';
import { CITIES, COUNTRY, type City, type ListingKind, type Neighbourhood } from '@abode/server/core/geo/uae';
import type { SceneKind } from '../pictures/index.js';
import { type Amenity, CATEGORIES, type ParameterKey } from '@abode/server/seed/reference/catalogue';
import {
  arabicText,
  buildingName,
  listingAddress,
  listingDescription,
  type ListingFacts,
  listingTitle,
  metaFor,
  unitName,
  viewDescription,
} from './listing-text.js';
import { BEDROOMS, builtUpArea, rentDuration, rentPrice, salePrice } from './pricing.js';
import { addDays, type Rng } from './random.js';

// Demo properties as plain drafts: every fact is decided here, in memory and in a fixed order,
// before any file is copied or row written.

const KIND_WEIGHTS: readonly (readonly [ListingKind, number])[] = [
  ['apartment', 40],
  ['villa', 15],
  ['townhouse', 12],
  ['penthouse', 5],
  ['office', 9],
  ['shop', 6],
  ['land', 5],
  ['warehouse', 8],
];

const INTERIORS: Record<ListingKind, readonly SceneKind[]> = {
  apartment: ['living-room', 'kitchen', 'bedroom', 'bathroom', 'pool', 'skyline'],
  penthouse: ['living-room', 'kitchen', 'bedroom', 'bathroom', 'pool', 'skyline'],
  villa: ['living-room', 'kitchen', 'bedroom', 'bathroom', 'pool'],
  townhouse: ['living-room', 'kitchen', 'bedroom', 'bathroom', 'pool'],
  office: ['office', 'skyline', 'kitchen'],
  shop: ['shop', 'skyline'],
  land: ['land', 'skyline'],
  warehouse: ['warehouse', 'office'],
};

const AMENITY_CHOICES: Record<ListingKind, readonly Amenity[]> = {
  apartment: ['Balcony', 'Shared pool', 'Gym', 'Built-in wardrobes', 'Central A/C', 'Covered parking', 'Concierge', '24-hour security', "Children's play area", 'Study', 'Storage room'],
  penthouse: ['Balcony', 'Private pool', 'Shared pool', 'Gym', 'Built-in wardrobes', 'Central A/C', 'Covered parking', 'Concierge', '24-hour security', 'Study'],
  villa: ['Private pool', 'Private garden', 'Balcony', 'Built-in wardrobes', 'Central A/C', 'Covered parking', '24-hour security', "Children's play area", 'Study', 'Storage room', 'Gym'],
  townhouse: ['Private garden', 'Shared pool', 'Balcony', 'Built-in wardrobes', 'Central A/C', 'Covered parking', '24-hour security', "Children's play area", 'Study'],
  office: ['Central A/C', 'Covered parking', '24-hour security', 'Pantry', 'Meeting rooms', 'Concierge', 'Gym'],
  shop: ['Central A/C', 'Covered parking', '24-hour security', 'Storage room', 'Pantry'],
  land: [],
  warehouse: ['Covered parking', '24-hour security', 'Storage room', 'Pantry'],
};

/** Facility distances in km: [min, max]; the metro runs only in Dubai. */
const FACILITY_DISTANCES: Record<string, readonly [number, number]> = {
  School: [0.3, 4],
  Hospital: [0.8, 8],
  Mall: [0.3, 6],
  Metro: [0.2, 4],
  Airport: [5, 40],
  Beach: [0.2, 15],
  Park: [0.1, 3],
  Mosque: [0.1, 1.5],
  Gym: [0.1, 2],
  Restaurant: [0.1, 1.5],
  Bank: [0.2, 3],
  Pharmacy: [0.1, 2],
};

const REJECT_REASONS = [
  'The photos do not show the actual property. Please upload real photos of the unit and resubmit.',
  'The price looks wrong for this size and area. Please check it and resubmit.',
  'The map pin is in a different community from the address. Please correct the location.',
  'The description is missing the permit number required for advertising. Please add it and resubmit.',
];

export type ListingState = 'approved' | 'pending' | 'rejected' | 'inactive' | 'sold' | 'rented';

export interface PropertyDraft {
  kind: ListingKind;
  state: ListingState;
  /** Index into the people drafts; null for a company listing. */
  owner: number | null;
  row: Omit<Insertable<PropertiesTable>, 'category_id' | 'user_id'>;
  parameters: { key: ParameterKey; value: string }[];
  /** The floor plan parameter's value is a stored image, filled in with the images. */
  floorPlan: boolean;
  facilities: { name: string; distance: number }[];
  titleScene: SceneKind;
  galleryScenes: SceneKind[];
  arabic: { title: string; description: string } | null;
}

export interface OwnerChoices {
  agents: readonly number[];
  verifiedAgents: readonly number[];
  users: readonly number[];
}

function pickPlace(rng: Rng, kind: ListingKind): { city: City; area: Neighbourhood } {
  const cities = CITIES.filter((c) => c.neighbourhoods.some((n) => n.kinds.includes(kind)));
  const city = rng.weighted(cities.map((c) => [c, c.weight] as const));
  return { city, area: rng.pick(city.neighbourhoods.filter((n) => n.kinds.includes(kind))) };
}

function pickState(rng: Rng, purpose: 'sale' | 'rent'): ListingState {
  return rng.weighted([
    ['approved', 80],
    ['pending', 6],
    ['rejected', 3],
    ['inactive', 3],
    [purpose === 'sale' ? 'sold' : 'rented', 8],
  ]);
}

function factsFor(rng: Rng, kind: ListingKind, purpose: 'sale' | 'rent'): ListingFacts {
  const { city, area } = pickPlace(rng, kind);
  const bedroomChoices = BEDROOMS[kind];
  const bedrooms = bedroomChoices ? rng.weighted(bedroomChoices) : null;
  const sqft = builtUpArea(rng, kind, bedrooms ?? 0);
  const hasPlot = kind === 'villa' || kind === 'townhouse' || kind === 'warehouse';
  const plotSqft = kind === 'land' ? sqft : hasPlot ? Math.round((sqft * rng.float(1.3, 2.4)) / 10) * 10 : null;
  const residential = bedrooms !== null;
  const tower = kind === 'apartment' || kind === 'penthouse' || kind === 'office';
  const floor = tower ? (kind === 'penthouse' ? rng.int(25, 70) : rng.int(1, 45)) : null;
  const amenities = rng.some(AMENITY_CHOICES[kind], 3, 7);
  return {
    kind,
    purpose,
    bedrooms,
    bathrooms: bedrooms === null ? null : Math.max(1, bedrooms + rng.int(0, 1)),
    sqft,
    plotSqft,
    furnishing: residential
      ? rng.weighted([
          ['Unfurnished', 5],
          ['Furnished', purpose === 'rent' ? 4 : 2],
          ['Semi-furnished', 2],
        ])
      : null,
    amenities,
    building: buildingName(rng, kind),
    unit: unitName(rng, kind, floor),
    street: rng.pick(area.streets),
    area,
    city,
    view: kind === 'land' || residential || kind === 'office' ? (rng.chance(0.7) ? viewDescription(rng) : null) : null,
    offPlan: purpose === 'sale' && residential && rng.chance(0.12),
    maidRoom: (kind === 'villa' || kind === 'penthouse' || kind === 'townhouse') && (bedrooms ?? 0) >= 3 && rng.chance(0.7),
    floor,
    fitOut: kind === 'office' || kind === 'shop' ? rng.weighted([['Fitted', 5], ['Shell and core', 3], ['Furnished', 1]]) : null,
    zoning: kind === 'land' ? rng.weighted([['Residential', 5], ['Commercial', 2], ['Mixed use', 2], ['Industrial', 1]]) : null,
    permittedHeight: kind === 'land' ? rng.pick(['G+1', 'G+2', 'G+4', 'G+8', 'B+G+12', 'B+G+20']) : null,
    loadingBays: kind === 'warehouse' ? rng.int(1, 6) : null,
    ceilingHeight: kind === 'warehouse' ? rng.int(6, 14) : null,
    rentDuration: purpose === 'rent' ? rentDuration(rng, kind) : null,
  };
}

function parameterValues(rng: Rng, f: ListingFacts): { key: ParameterKey; value: string }[] {
  const category = CATEGORIES.find((c) => c.kind === f.kind)!;
  const values: Partial<Record<ParameterKey, string | null>> = {
    bedrooms: f.bedrooms === null ? null : String(f.bedrooms),
    bathrooms: f.bathrooms === null ? null : String(f.bathrooms),
    area: String(f.sqft),
    plotArea: f.plotSqft === null ? null : String(f.plotSqft),
    furnishing: f.furnishing,
    parking: rng.pick(f.kind === 'villa' ? ['2 spaces', '3+ spaces'] : f.kind === 'land' ? ['None'] : ['None', '1 space', '1 space', '2 spaces']),
    floor: f.floor === null ? null : String(f.floor),
    buildingName: f.building,
    maidRoom: f.maidRoom ? 'Yes' : 'No',
    pets: rng.chance(0.4) ? 'Yes' : 'No',
    completion: f.offPlan ? 'Off-plan' : 'Ready',
    amenities: f.amenities.length ? JSON.stringify(f.amenities) : null,
    view: f.view,
    fitOut: f.fitOut,
    zoning: f.zoning,
    permittedHeight: f.permittedHeight,
    ceilingHeight: f.ceilingHeight === null ? null : String(f.ceilingHeight),
    loadingBays: f.loadingBays === null ? null : String(f.loadingBays),
    power: f.kind === 'warehouse' ? String(rng.int(2, 16) * 50) : null,
  };
  return category.parameters.flatMap((key) => {
    const value = values[key];
    return value == null ? [] : [{ key, value }];
  });
}

function facilitiesNear(rng: Rng, city: City): { name: string; distance: number }[] {
  const names = Object.keys(FACILITY_DISTANCES).filter((n) => n !== 'Metro' || city.name === 'Dubai');
  return rng.some(names, 2, 8).map((name) => {
    const [min, max] = FACILITY_DISTANCES[name]!;
    return { name, distance: Math.round(rng.float(min, max) * 10) / 10 };
  });
}

function pickOwner(rng: Rng, owners: OwnerChoices, kind: ListingKind): number | null {
  const who = rng.weighted([
    ['company', 25],
    ['verified', 40],
    ['agent', 20],
    ['user', kind === 'warehouse' || kind === 'land' ? 3 : 15],
  ] as const);
  if (who === 'company') return null;
  if (who === 'verified' && owners.verifiedAgents.length) return rng.pick(owners.verifiedAgents);
  if (who === 'user' && owners.users.length) return rng.pick(owners.users);
  return owners.agents.length ? rng.pick(owners.agents) : null;
}

function uniqueSlug(title: string, used: Set<string>): string {
  const base = slugify(title, 'property');
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  used.add(slug);
  return slug;
}

export function draftProperties(rng: Rng, count: number, owners: OwnerChoices, translated: number): PropertyDraft[] {
  const slugs = new Set<string>();
  const drafts: PropertyDraft[] = [];
  for (let i = 0; i < count; i++) {
    const kind = rng.weighted(KIND_WEIGHTS);
    const purpose = rng.chance(kind === 'land' ? 0.85 : kind === 'warehouse' ? 0.35 : 0.55) ? 'sale' : 'rent';
    const facts = factsFor(rng, kind, purpose);
    // the first listings cover every state, so that even a small seed shows each of them
    const state: ListingState = i < 6 ? (['pending', 'rejected', 'inactive', purpose === 'sale' ? 'sold' : 'rented', 'approved', 'approved'] as const)[i]! : pickState(rng, purpose);
    const title = listingTitle(rng, facts);
    const description = listingDescription(rng, facts);
    const [latitude, longitude] = rng.near(...rng.pick(facts.area.anchors), facts.area.radius);
    const factors = { city: facts.city.priceFactor, neighbourhood: facts.area.priceFactor };
    const aed =
      purpose === 'sale'
        ? salePrice(rng, kind, facts.sqft, factors)
        : rentPrice(rng, kind, facts.sqft, factors, facts.rentDuration as RentDuration);
    const createdAt = state === 'pending' ? rng.daysAgo(10, 0.1) : rng.daysAgo(540, 2);
    const visible = state === 'approved' || state === 'sold' || state === 'rented' || state === 'inactive';
    const premium = state === 'approved' && rng.chance(0.07);
    drafts.push({
      kind,
      state,
      owner: pickOwner(rng, owners, kind),
      parameters: parameterValues(rng, facts),
      floorPlan: CATEGORIES.find((c) => c.kind === kind)!.parameters.includes('floorPlan') && rng.chance(0.45),
      facilities: facilitiesNear(rng, facts.city),
      titleScene: kind,
      galleryScenes: Array.from({ length: rng.int(3, 6) }, (_, g) => (g === 0 ? kind : rng.pick(INTERIORS[kind]))),
      arabic: i < translated ? arabicText(facts) : null,
      row: {
        slug_id: uniqueSlug(title, slugs),
        title,
        description,
        property_type: state === 'sold' ? 2 : state === 'rented' ? 3 : purpose === 'sale' ? 0 : 1,
        rentduration: facts.rentDuration,
        price: aed * 100,
        currency_code: 'AED',
        address: listingAddress(facts),
        client_address: rng.chance(0.15) ? `${facts.area.name}, ${facts.city.name}` : null,
        city: facts.city.name,
        state: facts.city.state,
        country: COUNTRY,
        latitude,
        longitude,
        ...metaFor(facts, title, description),
        is_premium: premium ? 1 : 0,
        status: state === 'inactive' ? 0 : 1,
        request_status: state === 'pending' ? 'pending' : state === 'rejected' ? 'rejected' : 'approved',
        reject_reason: state === 'rejected' ? rng.pick(REJECT_REASONS) : null,
        total_click: visible ? Math.round(rng.int(15, 420) * (premium ? 2.5 : 1)) : 0,
        created_at: createdAt,
        updated_at: addDays(createdAt, Math.min(rng.float(0, 30), (rng.now.getTime() - Date.parse(createdAt)) / 86_400_000)),
      },
    });
  }
  return drafts;
}

import type { RentDuration } from '@abode/shared/enums';
import type { City, ListingKind, Neighbourhood } from '@abode/server/core/geo/uae';
import type { Amenity } from '@abode/server/seed/reference/catalogue';
import type { Rng } from './random.js';

// Titles, descriptions, addresses and meta text of demo listings, written from the listing's
// own facts so that what the text says matches its parameters.

export interface ListingFacts {
  kind: ListingKind;
  purpose: 'sale' | 'rent';
  bedrooms: number | null;
  bathrooms: number | null;
  sqft: number;
  plotSqft: number | null;
  furnishing: 'Furnished' | 'Semi-furnished' | 'Unfurnished' | null;
  amenities: Amenity[];
  building: string;
  unit: string;
  street: string;
  area: Neighbourhood;
  city: City;
  view: string | null;
  offPlan: boolean;
  maidRoom: boolean;
  floor: number | null;
  fitOut: 'Shell and core' | 'Fitted' | 'Furnished' | null;
  zoning: string | null;
  permittedHeight: string | null;
  loadingBays: number | null;
  ceilingHeight: number | null;
  rentDuration: RentDuration | null;
}

const ADJECTIVES = ['Spacious', 'Bright', 'Modern', 'Elegant', 'Upgraded', 'Brand New', 'Well-Kept', 'Stunning', 'Renovated', 'Corner', 'Cosy', 'Luxurious'];
const BUILDING_PREFIX = ['Azure', 'Pearl', 'Emerald', 'Sapphire', 'Golden Sands', 'Crescent', 'Horizon', 'Skyview', 'Royal', 'Vida', 'Bayside', 'Parkside', 'Oasis', 'Sunrise', 'Al Noor', 'Al Waha', 'Jasmine', 'Rosewood', 'Marina Crest', 'Cedar', 'Lotus', 'Aurora'];
const TOWER_SUFFIX = ['Residences', 'Tower', 'Heights', 'Court', 'Views', 'Point', 'Plaza', 'Terraces'];
const COMMUNITY_SUFFIX = ['Villas', 'Gardens', 'Springs', 'Meadows', 'Grove', 'Park Homes', 'Lakes', 'Estates'];
const BUSINESS_SUFFIX = ['Business Centre', 'Business Tower', 'Trade Centre', 'Commercial Building', 'Logistics Park', 'Industrial Yard'];
const VIEWS = [
  'Open views over the community park and the pool deck from the living room.',
  'Unobstructed skyline views from every room, spectacular at night.',
  'Partial sea view from the balcony and the master bedroom.',
  'Golf course view from the garden and the upper-floor terrace.',
  'Quiet garden view on a low floor, away from the road.',
  'Full landmark view across the city towards the sea.',
  'Mountain views to the east with beautiful sunrises.',
  'Pool and courtyard view, sheltered from the afternoon sun.',
];
const FEATURE_PHRASES: Partial<Record<Amenity, string>> = {
  'Private pool': 'Private Pool',
  'Private garden': 'Landscaped Garden',
  Balcony: 'Balcony',
  Study: 'Study',
  'Shared pool': 'Pool Access',
  'Covered parking': 'Covered Parking',
  'Meeting rooms': 'Meeting Rooms',
};

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const fmt = (n: number) => n.toLocaleString('en-US');
const KIND_NAME: Record<ListingKind, string> = {
  apartment: 'Apartment',
  villa: 'Villa',
  townhouse: 'Townhouse',
  penthouse: 'Penthouse',
  office: 'Office',
  shop: 'Shop',
  land: 'Plot',
  warehouse: 'Warehouse',
};

export function buildingName(rng: Rng, kind: ListingKind): string {
  const prefix = rng.pick(BUILDING_PREFIX);
  if (kind === 'villa' || kind === 'townhouse' || kind === 'land') return `${prefix} ${rng.pick(COMMUNITY_SUFFIX)}`;
  if (kind === 'warehouse' || kind === 'shop' || kind === 'office') return `${prefix} ${rng.pick(kind === 'warehouse' ? BUSINESS_SUFFIX.slice(4) : BUSINESS_SUFFIX.slice(0, 4))}`;
  return `${prefix} ${rng.pick(TOWER_SUFFIX)}`;
}

export function unitName(rng: Rng, kind: ListingKind, floor: number | null): string {
  switch (kind) {
    case 'villa':
    case 'townhouse':
      return `${kind === 'villa' ? 'Villa' : 'Townhouse'} ${rng.int(1, 240)}`;
    case 'land':
      return `Plot ${rng.int(100, 999)}-${rng.int(1, 60)}`;
    case 'warehouse':
      return `Unit W-${rng.int(1, 48)}`;
    case 'shop':
      return `Shop ${rng.pick(['G', 'R'])}${rng.int(1, 30).toString().padStart(2, '0')}`;
    default:
      return `${kind === 'office' ? 'Office' : 'Apartment'} ${(floor ?? 1) * 100 + rng.int(1, 12)}`;
  }
}

export function viewDescription(rng: Rng): string {
  return rng.pick(VIEWS);
}

function bedroomLabel(bedrooms: number): string {
  return bedrooms === 0 ? 'Studio' : `${bedrooms}-Bedroom`;
}

export function listingTitle(rng: Rng, f: ListingFacts): string {
  const adjective = rng.pick(ADJECTIVES);
  const feature = f.amenities.map((a) => FEATURE_PHRASES[a]).find(Boolean);
  const name = KIND_NAME[f.kind];
  switch (f.kind) {
    case 'apartment':
    case 'penthouse':
    case 'villa':
    case 'townhouse': {
      const beds = bedroomLabel(f.bedrooms ?? 1);
      const what = beds === 'Studio' ? 'Studio Apartment' : `${beds} ${name}`;
      return rng.weighted([
        [`${adjective} ${what} in ${f.area.name}`, 4],
        [`${what}${feature ? ` with ${feature}` : ''} | ${f.building}`, 3],
        [`${f.offPlan ? 'Off-Plan' : adjective} ${what} | ${f.area.name}, ${f.city.name}`, 2],
      ]);
    }
    case 'office':
      return rng.weighted([
        [`${f.fitOut === 'Shell and core' ? 'Shell and Core' : 'Fitted'} Office in ${f.building}, ${f.area.name}`, 3],
        [`${fmt(f.sqft)} sq ft Office${feature ? ` with ${feature}` : ''} | ${f.area.name}`, 2],
      ]);
    case 'shop':
      return rng.weighted([
        [`Retail Shop in ${f.area.name} | High Footfall`, 2],
        [`Ground-Floor Shop in ${f.building}, ${f.area.name}`, 3],
      ]);
    case 'land':
      return `${f.zoning ?? 'Residential'} Plot in ${f.area.name} | ${fmt(f.plotSqft ?? f.sqft)} sq ft`;
    case 'warehouse':
      return rng.weighted([
        [`${fmt(f.sqft)} sq ft Warehouse in ${f.area.name}`, 3],
        [`Warehouse with ${f.loadingBays ?? 2} Loading Bays | ${f.area.name}, ${f.city.name}`, 2],
      ]);
  }
}

function layoutSentence(rng: Rng, f: ListingFacts): string {
  const beds = f.bedrooms ?? 0;
  switch (f.kind) {
    case 'apartment':
    case 'penthouse':
      return beds === 0
        ? `The studio is cleverly laid out with a separate kitchenette, a full bathroom and generous built-in storage${f.amenities.includes('Balcony') ? ', and opens onto a private balcony' : ''}.`
        : `The open-plan living and dining area ${f.amenities.includes('Balcony') ? 'leads onto a wide balcony' : 'is filled with natural light'}, the ${rng.pick(['fully fitted', 'open', 'closed'])} kitchen comes with ${rng.pick(['integrated appliances', 'quartz worktops and a breakfast bar', 'plenty of cabinet space'])}, and ${beds === 1 ? 'the bedroom has' : `all ${beds} bedrooms have`} built-in wardrobes${beds > 1 ? ', with the master suite enjoying its own bathroom' : ''}.`;
    case 'villa':
    case 'townhouse':
      return `Downstairs you will find a formal living room, a family dining area and a ${rng.pick(['large open kitchen', 'closed kitchen with pantry', 'kitchen opening onto the garden'])}; upstairs, ${beds} bedrooms ${beds > 3 ? 'are arranged around a family lounge' : 'each have their own bathroom'}${f.maidRoom ? ", and the villa includes a maid's room with its own entrance" : ''}.`;
    case 'office':
      return f.fitOut === 'Shell and core'
        ? 'The unit is delivered in shell and core condition with raised floors and chilled-water A/C, ready for your own design.'
        : `The office is fully fitted with ${rng.int(2, 6)} glass-partitioned cabins, an open workspace, a meeting room and a pantry.`;
    case 'shop':
      return `The unit has ${rng.int(5, 18)} metres of glass frontage, a clear rectangular layout, a storage room at the back and its own washroom.`;
    case 'land':
      return `The plot is ${f.zoning?.toLowerCase() ?? 'residential'} land with a permitted height of ${f.permittedHeight ?? 'G+1'}; utilities are available at the plot boundary and the affection plan is ready.`;
    case 'warehouse':
      return `The warehouse offers a clear height of ${f.ceilingHeight ?? 8} metres, ${f.loadingBays ?? 2} loading bays with roller shutters, an office mezzanine and a large yard for trucks.`;
  }
}

function termsSentence(rng: Rng, f: ListingFacts): string {
  if (f.purpose === 'sale') {
    if (f.offPlan) return `Handover is expected in Q${rng.int(1, 4)} ${rng.int(2026, 2028)} with an attractive post-handover payment plan.`;
    return rng.pick([
      'Vacant on transfer, title deed ready.',
      `Currently tenanted until ${rng.pick(['March', 'June', 'September', 'December'])} — an ideal investment with a steady return.`,
      'Vacant and ready to move in; the seller is motivated.',
    ]);
  }
  switch (f.rentDuration) {
    case 'Daily':
      return 'Available for short stays with housekeeping, Wi-Fi and all utilities included.';
    case 'Monthly':
      return 'Flexible monthly rent with DEWA, Wi-Fi and chiller included.';
    case 'Quarterly':
      return 'Rent payable quarterly; chiller free and maintenance included.';
    default:
      return `Rent payable in ${rng.pick(['one cheque', 'two cheques', 'four cheques', 'six cheques'])}; available ${rng.pick(['immediately', 'from next month', 'after a short notice period'])}.`;
  }
}

/** Four short paragraphs: the home, its layout, the building or community, the terms. */
export function listingDescription(rng: Rng, f: ListingFacts): string {
  const purpose = f.purpose === 'sale' ? 'for sale' : 'for rent';
  const size = f.kind === 'land' ? `${fmt(f.plotSqft ?? f.sqft)} sq ft` : `${fmt(f.sqft)} sq ft of ${f.kind === 'office' || f.kind === 'shop' || f.kind === 'warehouse' ? 'space' : 'living space'}`;
  const what =
    f.bedrooms === null ? KIND_NAME[f.kind].toLowerCase() : f.bedrooms === 0 ? 'studio apartment' : `${f.bedrooms}-bedroom ${KIND_NAME[f.kind].toLowerCase()}`;
  const adjective = rng.pick(ADJECTIVES).toLowerCase();
  const intro = `${/^[aeiou]/.test(adjective) ? 'An' : 'A'} ${adjective} ${what} ${purpose} in ${f.building}, ${f.area.name}. It offers ${size}${f.furnishing ? `, comes ${f.furnishing.toLowerCase()}` : ''}${f.view ? ` and enjoys ${lower(f.view).replace(/\.$/, '')}` : ''}.`;
  const shared = f.amenities.filter((a) => a !== 'Built-in wardrobes' && a !== 'Balcony');
  const amenities = shared.length
    ? `${f.bedrooms === null ? 'Tenants and visitors' : 'Residents'} enjoy ${shared
        .slice(0, 5)
        .map((a) => a.toLowerCase())
        .join(', ')
        .replace(/, ([^,]*)$/, ' and $1')}.`
    : '';
  const location = `${f.building} is ${f.area.highlight}.`;
  return [intro, layoutSentence(rng, f), `${amenities} ${location}`.trim(), `${termsSentence(rng, f)} Contact us today to arrange a viewing.`].join('\n\n');
}

export function listingAddress(f: ListingFacts): string {
  return `${f.unit}, ${f.building}, ${f.street}, ${f.area.name}, ${f.city.name}`;
}

export function metaFor(f: ListingFacts, title: string, description: string) {
  const purpose = f.purpose === 'sale' ? 'for sale' : 'for rent';
  const kind = KIND_NAME[f.kind].toLowerCase();
  const firstSentence = description.split('\n')[0]!;
  return {
    meta_title: title.length <= 60 ? title : `${title.slice(0, 57).replace(/\s+\S*$/, '')}…`,
    meta_description: firstSentence.length <= 160 ? firstSentence : `${firstSentence.slice(0, 157).replace(/\s+\S*$/, '')}…`,
    meta_keywords: [`${kind} ${purpose} ${f.area.name}`, `${kind} ${f.city.name}`, `${f.area.name} property`, `${f.city.name} real estate`].join(', '),
  };
}

const KIND_AR: Record<ListingKind, string> = {
  apartment: 'شقة',
  villa: 'فيلا',
  townhouse: 'تاون هاوس',
  penthouse: 'بنتهاوس',
  office: 'مكتب',
  shop: 'محل تجاري',
  land: 'أرض',
  warehouse: 'مستودع',
};

function bedroomsAr(n: number): string {
  if (n === 0) return 'استوديو';
  if (n === 1) return 'غرفة نوم واحدة';
  if (n === 2) return 'غرفتي نوم';
  return `${n} غرف نوم`;
}

/** Arabic title and description for the handful of listings translated in the demo. */
export function arabicText(f: ListingFacts): { title: string; description: string } {
  const purpose = f.purpose === 'sale' ? 'للبيع' : 'للإيجار';
  const beds = f.bedrooms === null ? '' : f.bedrooms === 0 ? ' استوديو' : ` من ${bedroomsAr(f.bedrooms)}`;
  const title = `${KIND_AR[f.kind]}${beds} ${purpose} في ${f.area.nameAr}، ${f.city.nameAr}`;
  const description = [
    `${KIND_AR[f.kind]}${beds} ${purpose} في ${f.area.nameAr} بمساحة ${fmt(f.kind === 'land' ? (f.plotSqft ?? f.sqft) : f.sqft)} قدم مربع.`,
    'موقع مميز قريب من المدارس ومراكز التسوق والطرق الرئيسية.',
    'تواصل معنا اليوم لترتيب موعد للمعاينة.',
  ].join('\n\n');
  return { title, description };
}

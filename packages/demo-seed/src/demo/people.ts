import { slugify } from '@abode/shared/slug';
import type { Insertable } from 'kysely';
import type { UsersTable } from '@abode/server/core/db/schema';
import { CITIES, COUNTRY, type City, type Neighbourhood } from '@abode/server/core/geo/uae';
import type { Rng } from './random.js';

// Demo agents and users: a mix of Emirati, Arab, South Asian and Western names, as Dubai is.

const ARAB_MEN = ['Ahmed', 'Mohammed', 'Omar', 'Khalid', 'Saeed', 'Rashid', 'Hamad', 'Yousef', 'Faisal', 'Tariq', 'Hassan', 'Ali', 'Majid', 'Sultan', 'Abdullah', 'Karim'];
const ARAB_WOMEN = ['Fatima', 'Aisha', 'Mariam', 'Noura', 'Layla', 'Hessa', 'Reem', 'Sara', 'Amna', 'Shamma', 'Huda', 'Dana', 'Rania', 'Lina'];
const ARAB_FAMILIES = ['Al Mansoori', 'Al Hashimi', 'Al Nuaimi', 'Al Shamsi', 'Al Mazrouei', 'Al Suwaidi', 'Al Falasi', 'Al Ketbi', 'Al Marzooqi', 'Haddad', 'Khoury', 'Nasser', 'Farouk', 'Saleh', 'Mahmoud', 'Darwish'];
const WESTERN_FIRST = ['James', 'Emma', 'Oliver', 'Sophie', 'Daniel', 'Charlotte', 'Lucas', 'Elena', 'Dmitri', 'Anna', 'Marco', 'Isabel', 'Maria', 'Joseph', 'Grace', 'Thomas', 'Hannah', 'Liam', 'Chloe', 'Nathan'];
const WESTERN_LAST = ['Carter', 'Collins', 'Bennett', 'Turner', 'Hughes', 'Evans', 'Moreau', 'Petrova', 'Volkov', 'Schmidt', 'Rossi', 'Garcia', 'Santos', 'Reyes', 'Mendoza', 'Wright', 'Fischer', "O'Connor", 'Martin', 'Brooks'];
const SOUTH_ASIAN_FIRST = ['Priya', 'Arjun', 'Rahul', 'Ayesha', 'Imran', 'Sneha', 'Vikram', 'Zainab', 'Farhan', 'Anita'];
const SOUTH_ASIAN_LAST = ['Nair', 'Menon', 'Sharma', 'Siddiqui', 'Qureshi', 'Kapoor', 'Iyer', 'Hussain', 'Malik', 'Desai'];
const AGENCIES = ['Marina Bay Realty', 'Emirates Key Properties', 'Gulf Crest Real Estate', 'Palm Horizon Homes', 'Desert Rose Properties', 'Blue Creek Realty', 'Oasis Gate Brokers', 'Skyline Property Partners'];
const SPECIALITIES = ['luxury villas', 'off-plan investments', 'waterfront apartments', 'family homes', 'commercial leasing', 'holiday homes', 'land and plots', 'first-time buyers'];
const LANGUAGES = ['English', 'Arabic', 'Hindi', 'Urdu', 'Russian', 'French', 'Tagalog', 'Malayalam'];

export type Verification = 'initial' | 'pending' | 'success' | 'failed';

export interface PersonDraft {
  row: Insertable<UsersTable>;
  isAgent: boolean;
  verification: Verification;
  /** Painted later; the key lands in row.profile. */
  wantsAvatar: boolean;
  agency: string | null;
}

function uniqueName(rng: Rng, used: Set<string>): string {
  // the lists hold about a thousand combinations; far more people than that is a mistake
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const style = rng.weighted([
      ['arab', 5],
      ['western', 3],
      ['southAsian', 2],
    ] as const);
    const [first, last] =
      style === 'arab'
        ? [rng.pick(rng.chance(0.5) ? ARAB_MEN : ARAB_WOMEN), rng.pick(ARAB_FAMILIES)]
        : style === 'southAsian'
          ? [rng.pick(SOUTH_ASIAN_FIRST), rng.pick(SOUTH_ASIAN_LAST)]
          : [rng.pick(WESTERN_FIRST), rng.pick(WESTERN_LAST)];
    const name = `${first} ${last}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  throw new Error('Too many demo people for the name lists');
}

function mobile(rng: Rng): string {
  return `${rng.pick(['50', '52', '54', '55', '56', '58'])}${rng.int(1_000_000, 9_999_999)}`;
}

function place(rng: Rng): { city: City; area: Neighbourhood; lat: number; lng: number } {
  const city = rng.weighted(CITIES.map((c) => [c, c.weight] as const));
  const area = rng.pick(city.neighbourhoods);
  const [lat, lng] = rng.near(...area.anchors[0]!, area.radius);
  return { city, area, lat, lng };
}

function aboutAgent(rng: Rng, name: string, agency: string, area: Neighbourhood, city: City): string {
  const years = rng.int(2, 18);
  const speciality = rng.some(SPECIALITIES, 2, 2);
  const languages = ['English', ...rng.some(LANGUAGES.slice(1), 1, 2)];
  return [
    `${name.split(' ')[0]} is a property consultant at ${agency} with ${years} years of experience in the ${city.name} market, focusing on ${area.name} and the surrounding communities.`,
    `Specialising in ${speciality[0]} and ${speciality[1]}, ${name.split(' ')[0]} helps buyers, tenants and landlords from the first viewing to the handover of keys, including mortgage introductions, tenancy contracts and Ejari registration.`,
    `Speaks ${languages.join(', ')}. Available seven days a week for viewings.`,
  ].join('\n\n');
}

function person(rng: Rng, usedNames: Set<string>, usedSlugs: Set<string>, createdAt: string, asAgent: boolean): PersonDraft {
  const name = uniqueName(rng, usedNames);
  const { city, area, lat, lng } = place(rng);
  let slug = slugify(name, 'user');
  for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(name, 'user')}-${n}`;
  usedSlugs.add(slug);
  const handle = slug.replace(/-/g, '.');
  const agency = asAgent ? rng.pick(AGENCIES) : null;
  const social = asAgent || rng.chance(0.2);
  return {
    isAgent: asAgent,
    verification: 'initial',
    wantsAvatar: asAgent || rng.chance(0.6),
    agency,
    row: {
      slug_id: slug,
      name,
      email: `${handle}@example.com`,
      email_verified_at: createdAt,
      country_code: '971',
      mobile: mobile(rng),
      logintype: 3,
      address: asAgent ? `${rng.pick(['Office', 'Suite'])} ${rng.int(101, 2405)}, ${agency}, ${area.name}, ${city.name}` : `${area.name}, ${city.name}`,
      latitude: lat,
      longitude: lng,
      city: city.name,
      state: city.state,
      country: COUNTRY,
      about_me: asAgent && agency ? aboutAgent(rng, name, agency, area, city) : null,
      facebook_id: social ? `https://www.facebook.com/${handle}` : null,
      twiiter_id: social && rng.chance(0.6) ? `https://x.com/${handle.replace(/\./g, '_')}` : null,
      instagram_id: social ? `https://www.instagram.com/${handle}` : null,
      youtube_id: asAgent && rng.chance(0.3) ? `https://www.youtube.com/@${slug}` : null,
      is_agent: asAgent ? 1 : 0,
      // every row names every column: SQLite fills a column missing from one row of a
      // multi-row insert with NULL, not with its default
      verification_status: 'initial',
      is_active: 1,
      deactivated_at: null,
      created_at: createdAt,
      updated_at: createdAt,
      last_login_at: rng.daysAgo(20, 0),
    },
  };
}

/** Agents first (a share of them verified, some under review, one refused), then users. */
export function draftPeople(rng: Rng, counts: { agents: number; users: number }): PersonDraft[] {
  const names = new Set<string>();
  const slugs = new Set<string>(['admin']);
  const agents = Array.from({ length: counts.agents }, (_, i) => {
    const draft = person(rng, names, slugs, rng.daysAgo(600, 200), true);
    const share = i / counts.agents;
    draft.verification = share < 0.55 ? 'success' : share < 0.7 ? 'pending' : share < 0.75 ? 'failed' : 'initial';
    draft.row.verification_status = draft.verification;
    return draft;
  });
  const users = Array.from({ length: counts.users }, (_, i) => {
    const draft = person(rng, names, slugs, rng.daysAgo(540, 3), false);
    // one deactivated account, so the admin lists and the login message have something to show
    if (i === counts.users - 1) {
      draft.row.is_active = 0;
      draft.row.deactivated_at = rng.daysAgo(30, 2);
    }
    return draft;
  });
  return [...agents, ...users];
}

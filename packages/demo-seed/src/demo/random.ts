import { faker } from '@faker-js/faker/locale/en';

// Every random choice of the demo seed goes through one faker instance seeded with a fixed
// number, so two installs get the same listings, people and numbers.

const DEMO_SEED = 20_251_121;
const DAY_MS = 86_400_000;
const EARTH_METRES_PER_DEGREE = 111_320;

type Faker = typeof faker;

export interface Rng {
  faker: Faker;
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (all of them when the list is shorter). */
  some<T>(items: readonly T[], min: number, max: number): T[];
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  /** A point within `radius` metres of the given one, evenly spread over the disc. */
  near(lat: number, lng: number, radius: number): [number, number];
  /** An ISO time between `fromDaysAgo` and `toDaysAgo` days before `now`. */
  daysAgo(fromDaysAgo: number, toDaysAgo: number): string;
  now: Date;
}

export function createRng(now = new Date()): Rng {
  faker.seed(DEMO_SEED);
  const int = (min: number, max: number) => faker.number.int({ min, max });
  const float = (min: number, max: number) => faker.number.float({ min, max });
  return {
    faker,
    now,
    int,
    float,
    chance: (probability) => faker.datatype.boolean({ probability }),
    pick: (items) => faker.helpers.arrayElement(items),
    some: (items, min, max) => faker.helpers.arrayElements(items, { min: Math.min(min, items.length), max: Math.min(max, items.length) }),
    weighted: (choices) => faker.helpers.weightedArrayElement(choices.map(([value, weight]) => ({ value, weight }))),
    near(lat, lng, radius) {
      const distance = radius * Math.sqrt(faker.number.float({ min: 0, max: 1 }));
      const angle = faker.number.float({ min: 0, max: 2 * Math.PI });
      const dLat = (distance * Math.cos(angle)) / EARTH_METRES_PER_DEGREE;
      const dLng = (distance * Math.sin(angle)) / (EARTH_METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
      return [round(lat + dLat, 6), round(lng + dLng, 6)];
    },
    daysAgo(fromDaysAgo, toDaysAgo) {
      const ms = faker.number.int({ min: Math.round(toDaysAgo * DAY_MS), max: Math.round(fromDaysAgo * DAY_MS) });
      return new Date(now.getTime() - ms).toISOString();
    },
  };
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

export function addDays(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();
}

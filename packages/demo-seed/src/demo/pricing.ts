import type { RentDuration } from '@abode/shared/enums';
import type { ListingKind } from '@abode/server/core/geo/uae';
import type { Rng } from './random.js';

// Sizes and prices in the ranges the UAE market shows (AED, Dubai average before the city and
// neighbourhood factors): a price is size × rate × factors, so bigger homes cost more.

const SALE_PER_SQFT: Record<ListingKind, number> = {
  apartment: 1_500,
  penthouse: 2_200,
  villa: 1_400,
  townhouse: 1_250,
  office: 1_300,
  shop: 1_800,
  land: 550,
  warehouse: 480,
};

const YEARLY_RENT_PER_SQFT: Record<ListingKind, number> = {
  apartment: 95,
  penthouse: 140,
  villa: 75,
  townhouse: 72,
  office: 110,
  shop: 160,
  land: 9,
  warehouse: 42,
};

/** Bedroom counts a kind comes in (0 = studio); commercial kinds and land have none. */
export const BEDROOMS: Partial<Record<ListingKind, readonly (readonly [number, number])[]>> = {
  apartment: [
    [0, 2],
    [1, 4],
    [2, 4],
    [3, 2],
    [4, 1],
  ],
  villa: [
    [3, 2],
    [4, 4],
    [5, 3],
    [6, 1],
    [7, 1],
  ],
  townhouse: [
    [2, 2],
    [3, 4],
    [4, 3],
  ],
  penthouse: [
    [3, 3],
    [4, 3],
    [5, 1],
  ],
};

/** Built-up area in sq ft for a kind and bedroom count. */
export function builtUpArea(rng: Rng, kind: ListingKind, bedrooms: number): number {
  const ranges: Record<ListingKind, [number, number]> = {
    apartment: [[380, 520], [650, 950], [1_050, 1_500], [1_500, 2_200], [2_200, 3_000]][bedrooms] as [number, number],
    villa: [2_400 + (bedrooms - 3) * 900, 3_400 + (bedrooms - 3) * 1_500],
    townhouse: [1_100 + (bedrooms - 2) * 450, 1_600 + (bedrooms - 2) * 550],
    penthouse: [2_800 + (bedrooms - 3) * 1_200, 4_200 + (bedrooms - 3) * 2_000],
    office: [450, 5_000],
    shop: [300, 3_000],
    land: [3_000, 60_000],
    warehouse: [3_000, 40_000],
  };
  const [min, max] = ranges[kind];
  return Math.round(rng.int(min, max) / 5) * 5;
}

export interface PriceFactors {
  city: number;
  neighbourhood: number;
}

/** Sale price in AED, rounded the way advertisers round. */
export function salePrice(rng: Rng, kind: ListingKind, sqft: number, f: PriceFactors): number {
  const aed = sqft * SALE_PER_SQFT[kind] * f.city * f.neighbourhood * rng.float(0.85, 1.2);
  return roundTo(aed, aed < 1_000_000 ? 1_000 : 5_000);
}

/** Rent in AED per period; short stays cost more per day than a yearly lease. */
export function rentPrice(rng: Rng, kind: ListingKind, sqft: number, f: PriceFactors, duration: RentDuration): number {
  const yearly = sqft * YEARLY_RENT_PER_SQFT[kind] * f.city * f.neighbourhood * rng.float(0.85, 1.2);
  switch (duration) {
    case 'Yearly':
      return roundTo(yearly, yearly < 100_000 ? 500 : 1_000);
    case 'Quarterly':
      return roundTo((yearly / 4) * 1.05, 250);
    case 'Monthly':
      return roundTo((yearly / 12) * 1.15, 100);
    case 'Daily':
      return roundTo((yearly / 365) * 2.2, 10);
  }
}

export function rentDuration(rng: Rng, kind: ListingKind): RentDuration {
  if (kind === 'apartment' || kind === 'penthouse') {
    return rng.weighted([
      ['Yearly', 70],
      ['Monthly', 18],
      ['Daily', 7],
      ['Quarterly', 5],
    ]);
  }
  if (kind === 'villa' || kind === 'townhouse') {
    return rng.weighted([
      ['Yearly', 80],
      ['Monthly', 15],
      ['Quarterly', 5],
    ]);
  }
  return rng.weighted([
    ['Yearly', 90],
    ['Quarterly', 10],
  ]);
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

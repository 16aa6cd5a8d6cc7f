import { type AreaUnit, isMeasureUnit, unitKind } from '../units/area-conversion';

// Category parameters are admin-defined rows; nothing but their English names says which one is
// "bedrooms" or "area". Cards lead with these facts and the search offers them as filters of their
// own (chips, an area range), so both read the names through this one classification.

export type FactKind = 'bedrooms' | 'bathrooms' | 'area' | 'other';

const KINDS: readonly [FactKind, RegExp][] = [
  ['bedrooms', /\bbed(room)?s?\b/i],
  ['bathrooms', /\bbath(room)?s?\b/i],
  ['area', /\b(area|size|sq\.?\s?(ft|m))\b/i],
];

export function parameterKind(name: string): FactKind {
  return KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
}

/** The built-up area a listing is searched by: an area parameter that is not the plot's (land has only that one). */
export function isBuiltArea(name: string): boolean {
  return parameterKind(name) === 'area' && !/\b(plot|land)\b/i.test(name);
}

const UNIT_NAMES: readonly [AreaUnit, RegExp][] = [
  ['sq_ft', /\b(sq\.?\s?ft|sqft|square\s+feet|ft²)/i],
  ['sq_m', /(\bsq\.?\s?m\b|\bsqm\b|square\s+met(er|re)s?|m²)/i],
  ['sq_yd', /\b(sq\.?\s?yd|square\s+yards?)\b/i],
];

/** The area unit a parameter's name states ("Area (sq ft)"), if any. */
export function unitInName(name: string): AreaUnit | undefined {
  return UNIT_NAMES.find(([, pattern]) => pattern.test(name))?.[0];
}

/** An area unit key (sq_ft, sq_m, acre…), not a length. */
export function isAreaUnit(value: string): value is AreaUnit {
  return isMeasureUnit(value) && unitKind(value) === 'area';
}

/** The site's area unit when none is set: the demo catalogue's areas are in square feet. */
export const DEFAULT_AREA_UNIT: AreaUnit = 'sq_ft';
/** The area units an admin may choose for the site (the ones listings are measured in). */
export const AREA_SETTING_UNITS = ['sq_ft', 'sq_m'] as const;

/** The room-count chips: 1 to 4, and 5 or more. */
export const ROOM_COUNTS = ['1', '2', '3', '4', '5+'] as const;
export type RoomCount = (typeof ROOM_COUNTS)[number];
const ROOM_COUNT = /^([0-9]{1,2})(\+?)$/;

/** "2" → exactly 2; "5+" → 5 or more (any whole count up to 99 is read, not only the chips). */
export function roomRange(text: string): { min: number; max?: number } | undefined {
  const match = ROOM_COUNT.exec(text.trim());
  if (!match) return undefined;
  const n = Number(match[1]);
  return match[2] ? { min: n } : { min: n, max: n };
}

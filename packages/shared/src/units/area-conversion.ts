// The area converter (SPEC §9 "Area units: km, m, mi, yd", and the land units of the markets we
// serve). Every unit is an exact fraction of the metre or the square metre, so a conversion is
// one exact ratio (BigInt) applied once: 1 acre is 43,560 sq ft exactly, not 43,560.000000000004.
//
// Land units of South Asia differ by region; the ones chosen here (docs/decisions/007):
//   marla = 272.25 sq ft (the revenue marla of Punjab, used in land records),
//   kanal = 20 marla = 5,445 sq ft,
//   bigha = 14,400 sq ft (West Bengal and Assam; Rajasthan, Punjab and UP use other sizes),
//   cent  = 1/100 acre = 435.6 sq ft, guntha = 1/40 acre = 1,089 sq ft.

interface Ratio {
  num: bigint;
  den: bigint;
}

const r = (num: bigint, den = 1n): Ratio => ({ num, den });
const times = (a: Ratio, b: Ratio): Ratio => r(a.num * b.num, a.den * b.den);

/** Metres. */
const LENGTH = {
  m: r(1n),
  km: r(1000n),
  mi: r(1_609_344n, 1000n),
  yd: r(9144n, 10_000n),
} as const;

const SQ_FT = r(9_290_304n, 100_000_000n); // (0.3048 m)²
const sqFt = (num: bigint, den = 1n) => times(SQ_FT, r(num, den));

/** Square metres. */
const AREA = {
  sq_m: r(1n),
  sq_ft: SQ_FT,
  sq_yd: r(83_612_736n, 100_000_000n), // (0.9144 m)²
  acre: sqFt(43_560n),
  hectare: r(10_000n),
  sq_km: r(1_000_000n),
  sq_mi: r(2_589_988_110_336n, 1_000_000n), // (1609.344 m)²
  marla: sqFt(27_225n, 100n),
  kanal: sqFt(5445n),
  bigha: sqFt(14_400n),
  cent: sqFt(4356n, 10n),
  guntha: sqFt(1089n),
} as const;

export type LengthUnit = keyof typeof LENGTH;
export type AreaUnit = keyof typeof AREA;
export type MeasureUnit = LengthUnit | AreaUnit;
export type UnitKind = 'length' | 'area';

export const LENGTH_UNITS = Object.keys(LENGTH) as LengthUnit[];
export const AREA_UNITS = Object.keys(AREA) as AreaUnit[];
export const MEASURE_UNITS: readonly MeasureUnit[] = [...LENGTH_UNITS, ...AREA_UNITS];

export function isMeasureUnit(value: string): value is MeasureUnit {
  return (MEASURE_UNITS as readonly string[]).includes(value);
}

export function unitKind(unit: MeasureUnit): UnitKind {
  return unit in LENGTH ? 'length' : 'area';
}

/** Units a value in `unit` can be converted to (its own kind). */
export function unitsOfKind(kind: UnitKind): readonly MeasureUnit[] {
  return kind === 'length' ? LENGTH_UNITS : AREA_UNITS;
}

function factor(unit: MeasureUnit): Ratio {
  return unit in LENGTH ? LENGTH[unit as LengthUnit] : AREA[unit as AreaUnit];
}

/** How many `to` are in one `from`, exactly, as a fraction (for showing the rule beside a result). */
export function conversionRatio(from: MeasureUnit, to: MeasureUnit): { num: bigint; den: bigint } {
  if (unitKind(from) !== unitKind(to)) throw new RangeError(`Cannot convert ${from} (${unitKind(from)}) to ${to} (${unitKind(to)})`);
  const a = factor(from);
  const b = factor(to);
  let num = a.num * b.den;
  let den = a.den * b.num;
  const gcd = (x: bigint, y: bigint): bigint => (y === 0n ? x : gcd(y, x % y));
  const g = gcd(num, den);
  num /= g;
  den /= g;
  return { num, den };
}

/** `value` in `from` expressed in `to`; length ↔ area is refused with a RangeError. */
export function convertMeasure(value: number, from: MeasureUnit, to: MeasureUnit): number {
  const { num, den } = conversionRatio(from, to);
  if (den === 1n) return value * Number(num);
  if (num === 1n) return value / Number(den);
  return (value * Number(num)) / Number(den);
}

/** A result for people: at most `significant` significant digits, no exponent below 1e21. */
export function roundMeasure(value: number, significant = 10): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(significant));
}

import { isMeasureUnit, unitKind, type MeasureUnit } from '@abode/shared/units/area-conversion';

export interface AreaForm {
  /** As typed (kept even when it is not a number, to show it back with an error). */
  value: string;
  from: MeasureUnit;
  to: MeasureUnit;
}

export const AREA_FORM_DEFAULTS: AreaForm = { value: '1', from: 'acre', to: 'sq_ft' };
/** Longest value accepted: beyond this, digits stop meaning anything. */
const VALUE_MAX_LENGTH = 30;

/**
 * The converter's state from its URL (`?value=&from=&to=`: the form is sent by GET, so it works
 * without JavaScript). Unknown units fall back to the defaults; units of different kinds (a
 * length and an area) are kept, and the page says they cannot be converted.
 */
export function areaFormOf(url: URL): AreaForm {
  const unit = (name: string, fallback: MeasureUnit): MeasureUnit => {
    const given = url.searchParams.get(name) ?? '';
    return isMeasureUnit(given) ? given : fallback;
  };
  const from = unit('from', AREA_FORM_DEFAULTS.from);
  const to = unit('to', AREA_FORM_DEFAULTS.to);
  const value = (url.searchParams.get('value') ?? AREA_FORM_DEFAULTS.value).trim().slice(0, VALUE_MAX_LENGTH);
  return { value, from, to };
}

/** The number in the form, or why there is none. */
export function areaInput(form: AreaForm): { amount: number } | { problem: 'number' | 'kinds' } {
  const normalised = form.value.replace(/[,\s]/g, '');
  const amount = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normalised) ? Number(normalised) : Number.NaN;
  if (!Number.isFinite(amount) || amount < 0) return { problem: 'number' };
  if (unitKind(form.from) !== unitKind(form.to)) return { problem: 'kinds' };
  return { amount };
}

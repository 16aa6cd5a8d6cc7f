import type { InputHTMLAttributes, ReactNode } from 'react';
import type { CategoryParameter } from '@abode/shared/schemas/categories';
import type { PlaceCount, SearchPlaces } from '@abode/shared/schemas/search';
import { AREA_SETTING_UNITS, DEFAULT_AREA_UNIT, ROOM_COUNTS, type RoomCount } from '@abode/shared/search/parameter-kinds';
import { useFormatters } from '~/lib/format';
import { useSite } from '~/lib/site-context';
import { useTranslation } from '~/lib/translation';
import type { ListSearch } from '../list-search';

// The filter panel's fields beyond the basic ones: room chips, the area range in the site's unit,
// one control per choice parameter of the chosen category, and state → city choices with counts.
// Every control is a plain form field named as list-search.ts reads the URL, so the GET form works
// without JavaScript and the panel's own code only reads the form.

export const LEGEND = 'text-sm font-semibold text-slate-900';
export const LABEL = 'text-sm font-medium text-slate-700';
export const CONTROL =
  'mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm hover:border-slate-400 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm';
/** A radio drawn as a chip: the checked one filled, the keyboard focus ringed. */
export const CHIP =
  'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-xl border border-slate-300 px-2 py-1.5 text-center text-sm font-semibold text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600';

const AREA_INPUT = {
  type: 'number',
  min: 0,
  step: 'any',
  inputMode: 'numeric',
} as const;

/** A labelled input of the panel (text, price and area fields). */
export function FilterInput({ label, ...input }: { id: string; name: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>): ReactNode {
  return (
    <div>
      <label htmlFor={input.id} className={LABEL}>
        {label}
      </label>
      <input {...input} className={CONTROL} />
    </div>
  );
}

/** The site's area unit (admin setting), one the search understands. */
export function useAreaUnit() {
  const { settings } = useSite();
  const { t } = useTranslation();
  const setting = settings.area_unit;
  const unit = AREA_SETTING_UNITS.find((known) => known === setting) ?? DEFAULT_AREA_UNIT;
  return {
    unit,
    symbol: t(`listSearch.unit.${unit as (typeof AREA_SETTING_UNITS)[number]}`),
  };
}

/** How a room count reads: "2", or "5+" with the page's digits. */
export function useRoomLabel() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (count: RoomCount) =>
    count.endsWith('+')
      ? t('listSearch.roomsAtLeast', {
          formatted: format.number(Number.parseInt(count, 10)),
        })
      : format.number(Number(count));
}

/** Any, 1–4 and 5+ as one row of radio chips (arrow keys move within it, as in any radio group). */
export function RoomChips({ name, legend, value }: { name: 'beds' | 'baths'; legend: string; value: RoomCount | undefined }) {
  const { t } = useTranslation();
  const label = useRoomLabel();
  return (
    <fieldset>
      <legend className={LEGEND}>{legend}</legend>
      <div className="mt-2 grid grid-cols-6 gap-1.5">
        {([undefined, ...ROOM_COUNTS] as const).map((count) => (
          <label key={count ?? 'any'} className={`${CHIP} px-1`}>
            <input
              id={`filter-${name}-${count?.replace('+', 'plus') ?? 'any'}`}
              type="radio"
              name={name}
              value={count ?? ''}
              defaultChecked={value === count}
              className="sr-only"
            />
            {count === undefined ? t('listSearch.anyRooms') : label(count)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function AreaRange({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  const { symbol } = useAreaUnit();
  return (
    <fieldset>
      <legend className={LEGEND}>{t('listSearch.area', { unit: symbol })}</legend>
      <div className="mt-1 grid grid-cols-2 gap-3">
        <FilterInput id="filter-min-area" name="min_area" label={t('listSearch.minArea')} {...AREA_INPUT} defaultValue={search.minArea ?? ''} />
        <FilterInput id="filter-max-area" name="max_area" label={t('listSearch.maxArea')} {...AREA_INPUT} defaultValue={search.maxArea ?? ''} />
      </div>
    </fieldset>
  );
}

/** One select per choice parameter (Furnishing, Parking…), each named `param` with `<id>:<option>` values. */
export function ParameterSelects({ parameters, chosen }: { parameters: readonly CategoryParameter[]; chosen: ListSearch['parameters'] }) {
  const { t } = useTranslation();
  return parameters.map((parameter) => {
    const value = chosen?.find((p) => p.id === parameter.id)?.value;
    const options = parameter.type_values.map(String);
    return (
      <div key={parameter.id}>
        <label htmlFor={`filter-param-${parameter.id}`} className={LEGEND}>
          {parameter.translated_name || parameter.name}
        </label>
        <select id={`filter-param-${parameter.id}`} name="param" defaultValue={value === undefined ? '' : `${parameter.id}:${value}`} className={CONTROL}>
          <option value="">{t('listSearch.anyValue')}</option>
          {value !== undefined && !options.includes(value) ? <option value={`${parameter.id}:${value}`}>{value}</option> : null}
          {options.map((option) => (
            <option key={option} value={`${parameter.id}:${option}`}>
              {option}
            </option>
          ))}
        </select>
      </div>
    );
  });
}

/** State, then the cities of that state, each with how many open listings it has. */
export function PlaceSelects({ places, state, city }: { places: SearchPlaces; state: string | undefined; city: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const withCount = (place: PlaceCount) => `${place.name} (${format.number(place.count)})`;
  // A place from a shared link that has no open listings now is still shown as chosen.
  const missing = (list: PlaceCount[], name: string | undefined) =>
    name && !list.some((place) => place.name.toLowerCase() === name.toLowerCase()) ? <option value={name}>{name}</option> : null;
  const same = (list: PlaceCount[], name: string | undefined) => list.find((place) => place.name.toLowerCase() === name?.toLowerCase())?.name ?? name ?? '';
  return (
    <>
      <div>
        <label htmlFor="filter-state" className={LABEL}>
          {t('listSearch.state')}
        </label>
        <select id="filter-state" name="state" defaultValue={same(places.states, state)} className={CONTROL}>
          <option value="">{t('listSearch.anyState')}</option>
          {missing(places.states, state)}
          {places.states.map((place) => (
            <option key={place.name} value={place.name}>
              {withCount(place)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-city" className={LABEL}>
          {t('filters.city')}
        </label>
        {/* keyed by the state: a new state's cities come with "any city" chosen */}
        <select key={state ?? ''} id="filter-city" name="city" defaultValue={same(places.cities, city)} className={CONTROL}>
          <option value="">{t('filters.anyCity')}</option>
          {missing(places.cities, city)}
          {places.cities.map((place) => (
            <option key={place.name} value={place.name}>
              {withCount(place)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import type { GeocodeResult, ServiceArea } from '@abode/shared/schemas/geocoding';
import { Button } from '~/components/button';
import { TextField } from '~/components/form-field';
import { PinIcon } from '~/components/icons';
import { PickPointMap, type LatLng } from '~/components/map';
import { browserApi } from '~/lib/browser-api';
import type { PlaceValue } from '~/lib/place-value';
import { useSite } from '~/lib/site-context';
import { Combobox } from '~/components/combobox';

/** A listing's place: the point and the four texts SPEC §5 asks for once a point is chosen (one shape
 *  for every form's place, in lib/ because the project form holds it too). */
export type LocationValue = PlaceValue;

export const emptyLocation: LocationValue = { latitude: null, longitude: null, city: '', state: '', country: '', address: '' };

export interface LocationPickerProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Already translated, by field; `latitude` carries the point's own problems (none chosen, incomplete). */
  errors?: Partial<Record<keyof LocationValue, string | undefined>> | undefined;
  /** Label of the formatted address field. */
  addressLabel: string;
  /** Prefix of the fields' ids, when a page shows more than one picker. */
  idPrefix?: string | undefined;
  /** Where the map opens before a point is chosen (the company's place from the settings when not given). */
  center?: LatLng | undefined;
}

type Status = { tone: 'info' | 'error'; key: string } | null;

const COORDINATE_DIGITS = 6;
/** Typed coordinates move the pin and the map once the typing pauses this long. */
const TYPING_PAUSE_MS = 600;
const LIMITS = { latitude: 90, longitude: 180 } as const;
type Coordinate = keyof typeof LIMITS;

const coordinateText = (value: number | null) => (value === null ? '' : String(value));

/** A typed coordinate: null unless it is a number within ±limit. */
function parseCoordinate(text: string, limit: number): number | null {
  const number = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

async function reverseGeocode(latitude: number, longitude: number): Promise<GeocodeResult> {
  return (await browserApi().get<GeocodeResult>('reverse-geocode', { latitude, longitude })).data;
}

/** The address search asks once typing pauses this long, from this many characters. */
const SEARCH_PAUSE_MS = 250;
const SEARCH_MIN_LENGTH = 2;

const inArea = (area: ServiceArea, latitude: number, longitude: number) =>
  latitude >= area.bounds.min_lat && latitude <= area.bounds.max_lat && longitude >= area.bounds.min_lng && longitude <= area.bounds.max_lng;

/** The company's place from the settings, when the admin set a valid one. */
function useCompanyPlace(): LatLng | undefined {
  const { settings } = useSite();
  const place = { lat: Number(settings.latitude), lng: Number(settings.longitude) };
  return settings.latitude && settings.longitude && Number.isFinite(place.lat) && Number.isFinite(place.lng) ? place : undefined;
}

/** Where the portal lists (/api/service-area), once loaded; null while loading or when it could not be read. */
function useServiceArea(): ServiceArea | null {
  const [area, setArea] = useState<ServiceArea | null>(null);
  useEffect(() => {
    let live = true;
    browserApi()
      .get<ServiceArea>('service-area')
      .then((answer) => {
        if (live) setArea(answer.data);
      })
      .catch(() => {
        // no warning without a known area: the point is checked again when the listing is reviewed
      });
    return () => {
      live = false;
    };
  }, []);
  return area;
}

/** Places and addresses for typed text (/api/geocode), the latest typing's answer only. */
function useAddressSearch(text: string): GeocodeResult[] {
  const [found, setFound] = useState<{ for: string; items: GeocodeResult[] }>({ for: '', items: [] });
  const latest = useRef(0);
  const typed = text.trim();
  useEffect(() => {
    if (typed.length < SEARCH_MIN_LENGTH) return;
    const request = ++latest.current;
    const timer = setTimeout(() => {
      browserApi()
        .get<GeocodeResult[]>('geocode', { q: typed })
        .then((answer) => {
          if (request === latest.current) setFound({ for: typed, items: answer.data });
        })
        .catch(() => {
          if (request === latest.current) setFound({ for: typed, items: [] });
        });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return found.for === typed ? found.items : [];
}

/**
 * Chooses a point on the map (click, drag or arrow keys on the pin), by the device's position or by
 * typing the coordinates; each chosen point is reverse-geocoded into city, state, country and
 * address, which stay editable.
 */
export function LocationPicker({ value, onChange, errors = {}, addressLabel, idPrefix = 'location', center }: LocationPickerProps) {
  const { t } = useTranslation();
  const companyPlace = useCompanyPlace();
  const area = useServiceArea();
  const [query, setQuery] = useState('');
  const results = useAddressSearch(query);
  const [status, setStatus] = useState<Status>(null);
  const [locating, setLocating] = useState(false);
  // Only the answer for the latest point may fill the fields (an older, slower one is dropped).
  const latest = useRef(0);
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);
  // The coordinate fields as typed, with the value they were typed over: a point chosen elsewhere
  // since (map, device) shows instead; the typed text stays while it means the value (e.g. "25.10").
  const [typed, setTyped] = useState<Record<Coordinate, { text: string; over: number | null } | null>>({ latitude: null, longitude: null });
  const shownText = (field: Coordinate) => {
    const entry = typed[field];
    return entry && (entry.over === value[field] || parseCoordinate(entry.text, LIMITS[field]) === value[field]) ? entry.text : coordinateText(value[field]);
  };
  const typedLatitude = shownText('latitude');
  const typedLongitude = shownText('longitude');

  async function pick(latitude: number, longitude: number) {
    const point = { latitude: Number(latitude.toFixed(COORDINATE_DIGITS)), longitude: Number(longitude.toFixed(COORDINATE_DIGITS)) };
    onChange({ ...current.current, ...point });
    // the search box named the previous point: it would now mislead
    setQuery('');
    const request = ++latest.current;
    setStatus({ tone: 'info', key: 'listingForm.location.looking' });
    try {
      const found = await reverseGeocode(point.latitude, point.longitude);
      if (request !== latest.current) return;
      onChange({ ...current.current, ...point, city: found.city, state: found.state, country: found.country, address: found.formatted_address });
      setStatus({ tone: 'info', key: 'listingForm.location.found' });
    } catch {
      if (request === latest.current) setStatus({ tone: 'error', key: 'listingForm.location.notFound' });
    }
  }

  /** A search result: its point and its address at once (no reverse lookup needed). */
  function chooseResult(index: number) {
    const found = results[index];
    if (!found) return;
    ++latest.current;
    const point = { latitude: Number(found.latitude.toFixed(COORDINATE_DIGITS)), longitude: Number(found.longitude.toFixed(COORDINATE_DIGITS)) };
    onChange({ ...current.current, ...point, city: found.city, state: found.state, country: found.country, address: found.formatted_address });
    setQuery(found.formatted_address);
    setStatus({ tone: 'info', key: 'listingForm.location.found' });
  }

  function locateMe() {
    if (!('geolocation' in navigator)) {
      setStatus({ tone: 'error', key: 'listingForm.location.unsupported' });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        void pick(position.coords.latitude, position.coords.longitude);
      },
      () => {
        setLocating(false);
        setStatus({ tone: 'error', key: 'listingForm.location.denied' });
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  const followTyping = useEffectEvent((latitude: number, longitude: number) => {
    if (latitude !== current.current.latitude || longitude !== current.current.longitude) void pick(latitude, longitude);
  });
  // while the owner types, the pin and the map follow once both fields hold valid coordinates
  useEffect(() => {
    const latitude = parseCoordinate(typedLatitude, LIMITS.latitude);
    const longitude = parseCoordinate(typedLongitude, LIMITS.longitude);
    if (latitude === null || longitude === null) return;
    const timer = setTimeout(() => followTyping(latitude, longitude), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typedLatitude, typedLongitude]);

  /** Typed coordinates are used once both are valid numbers in range (at once when a field is left). */
  function typedCoordinate(field: 'latitude' | 'longitude', text: string) {
    const typed = text.trim() === '' ? null : Number(text);
    const number = typed !== null && Number.isFinite(typed) ? typed : null;
    // leaving the field unchanged must not geocode again over the texts the user corrected
    if (number === current.current[field]) return;
    const next = { ...current.current, [field]: number };
    current.current = next;
    onChange(next);
    const { latitude, longitude } = next;
    if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return;
    void pick(latitude, longitude);
  }

  const id = (field: string) => `${idPrefix}-${field}`;
  const text = (field: 'city' | 'state' | 'country' | 'address', label: string, autoComplete: string) => (
    <TextField
      id={id(field)}
      name={field}
      label={label}
      autoComplete={autoComplete}
      maxLength={field === 'address' ? 500 : 120}
      value={value[field]}
      error={errors[field]}
      onChange={(event) => onChange({ ...value, [field]: event.currentTarget.value })}
    />
  );
  const chosen: LatLng | null = value.latitude !== null && value.longitude !== null ? { lat: value.latitude, lng: value.longitude } : null;
  const outside = chosen !== null && area !== null && !inArea(area, chosen.lat, chosen.lng);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={locateMe} disabled={locating}>
          <PinIcon size={18} />
          {t(locating ? 'listingForm.location.locating' : 'listingForm.location.useMine')}
        </Button>
        <p role="status" className={`text-sm ${status?.tone === 'error' ? 'font-medium text-red-700' : 'text-slate-600'}`}>
          {status ? t(status.key) : ''}
        </p>
      </div>
      <div>
        <label htmlFor={id('search')} className="mb-1 block text-sm font-medium text-slate-800">
          {t('listingForm.location.search')}
        </label>
        <Combobox
          id={id('search')}
          type="search"
          value={query}
          onValueChange={setQuery}
          placeholder={t('listingForm.location.searchHint')}
          maxLength={120}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
          listLabel={t('listingForm.location.searchResults')}
          options={results.map((result, index) => ({ key: `${index}:${result.latitude},${result.longitude}`, label: result.formatted_address }))}
          onChoose={chooseResult}
        />
      </div>
      <PickPointMap label={t('listingForm.location.map')} value={chosen} onPick={(lat, lng) => void pick(lat, lng)} center={center ?? companyPlace} className="h-72 rounded-2xl ring-1 ring-slate-200 sm:h-96" />
      {outside ? (
        <p id={id('outside')} role="alert" className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          {t('listingForm.location.outsideArea', { country: area.country })}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{t('listingForm.location.mapHint')}</p>
      {errors.latitude ? (
        <p id={id('point-error')} role="alert" className="text-sm font-medium text-red-700">
          {errors.latitude}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('latitude')}
          name="latitude"
          label={t('listingForm.location.latitude')}
          inputMode="decimal"
          value={typedLatitude}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setTyped((shown) => ({ ...shown, latitude: { text, over: value.latitude } }));
          }}
          aria-describedby={errors.latitude ? id('point-error') : undefined}
          aria-invalid={Boolean(errors.latitude)}
          onBlur={(event) => typedCoordinate('latitude', event.currentTarget.value)}
        />
        <TextField
          id={id('longitude')}
          name="longitude"
          label={t('listingForm.location.longitude')}
          inputMode="decimal"
          value={typedLongitude}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setTyped((shown) => ({ ...shown, longitude: { text, over: value.longitude } }));
          }}
          aria-describedby={errors.latitude ? id('point-error') : undefined}
          aria-invalid={Boolean(errors.latitude)}
          onBlur={(event) => typedCoordinate('longitude', event.currentTarget.value)}
        />
        <div className="sm:col-span-2">{text('address', addressLabel, 'street-address')}</div>
        {text('city', t('listingForm.location.city'), 'address-level2')}
        {text('state', t('listingForm.location.state'), 'address-level1')}
        <div className="sm:col-span-2">{text('country', t('listingForm.location.country'), 'country-name')}</div>
      </div>
    </div>
  );
}

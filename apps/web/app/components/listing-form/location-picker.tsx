import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import type { GeocodeResult } from '@abode/shared/schemas/geocoding';
import { Button } from '~/components/button';
import { TextField } from '~/components/form-field';
import { PinIcon } from '~/components/icons';
import { PickPointMap, type LatLng } from '~/components/map';
import { browserApi } from '~/lib/browser-api';
import type { PlaceValue } from '~/lib/place-value';

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
  /** Where the map opens before a point is chosen. */
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

/**
 * Chooses a point on the map (click, drag or arrow keys on the pin), by the device's position or by
 * typing the coordinates; each chosen point is reverse-geocoded into city, state, country and
 * address, which stay editable.
 */
export function LocationPicker({ value, onChange, errors = {}, addressLabel, idPrefix = 'location', center }: LocationPickerProps) {
  const { t } = useTranslation();
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
      <PickPointMap label={t('listingForm.location.map')} value={chosen} onPick={(lat, lng) => void pick(lat, lng)} center={center} className="h-72 rounded-2xl ring-1 ring-slate-200 sm:h-96" />
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

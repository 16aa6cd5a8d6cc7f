import { PinIcon } from '~/components/icons';

/** A pin and a place ("Dubai Marina, Dubai") under a page heading; nothing when the place is empty. */
export function PlaceLine({ place }: { place: string }) {
  if (!place) return null;
  return (
    <p className="mt-2 flex items-start gap-1.5 text-slate-600">
      <PinIcon size={18} className="mt-0.5 shrink-0 text-slate-500" />
      <span className="bidi-plain">{place}</span>
    </p>
  );
}

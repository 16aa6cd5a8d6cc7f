// The map components' props speak plain numbers, so pages never touch Leaflet (a lazy chunk).

export interface LatLng {
  lat: number;
  lng: number;
}

/** A box in degrees, south-west to north-east. */
export interface MapBounds {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

/** One listing on the map: a price pill that opens a card linking to the listing. */
export interface ListingMarker {
  id: number;
  lat: number;
  lng: number;
  /** Short text on the pin, e.g. the price "AED 1.2M". */
  label: string;
  title: string;
  href: string;
  /** Picture on the popup card (absolute URL); none when empty. */
  image?: string | undefined;
  /** Second line of the popup card, e.g. "For rent · Dubai". */
  subtitle?: string | undefined;
}

/** Listings the server grouped (low zoom): a bubble with the count; activating it zooms to its box. */
export interface ClusterMarker {
  count: number;
  lat: number;
  lng: number;
  bounds: MapBounds;
}

import { MAP_MAX_SPAN_DEGREES } from '@abode/shared/schemas/search';
import { describe, expect, it } from 'vitest';
import { initialMapView, zoomForSpan } from './map-view';

describe('initialMapView', () => {
  it('holds the listings, padded', () => {
    const view = initialMapView(
      [
        { lat: 25.0, lng: 55.0 },
        { lat: 25.2, lng: 55.4 },
        { lat: 25.1, lng: 55.2 },
      ],
      null,
    );
    expect(view.box.minLat).toBeLessThan(25.0);
    expect(view.box.maxLat).toBeGreaterThan(25.2);
    expect(view.box.minLng).toBeLessThan(55.0);
    expect(view.box.maxLng).toBeGreaterThan(55.4);
    expect(view.zoom).toBe(zoomForSpan(view.box.maxLng - view.box.minLng));
  });

  it('leaves a far-off listing out rather than asking the API for a box it refuses', () => {
    const view = initialMapView(
      [
        { lat: 25.0, lng: 55.0 },
        { lat: 25.1, lng: 55.1 },
        { lat: 24.9, lng: 54.9 },
        { lat: 51.5, lng: -0.1 },
      ],
      null,
    );
    expect(view.box.maxLat - view.box.minLat).toBeLessThanOrEqual(MAP_MAX_SPAN_DEGREES);
    expect(view.box.maxLng - view.box.minLng).toBeLessThanOrEqual(MAP_MAX_SPAN_DEGREES);
    expect(view.box.maxLat).toBeLessThan(30);
  });

  it('shows the neighbourhood of a single listing', () => {
    const view = initialMapView([{ lat: 25.2, lng: 55.3 }], null);
    expect(view.box.maxLat - view.box.minLat).toBeGreaterThan(0.04);
    expect(view.zoom).toBeGreaterThan(10);
  });

  it('falls back to the site place, then the world centre, ignoring invalid points', () => {
    const site = initialMapView([{ lat: Number.NaN, lng: 200 }], { lat: 24.45, lng: 54.38 });
    expect(site.box.minLat).toBeLessThan(24.45);
    expect(site.box.maxLat).toBeGreaterThan(24.45);
    expect(initialMapView([], null).box).toEqual({ minLat: -0.5, maxLat: 0.5, minLng: -0.5, maxLng: 0.5 });
  });

  it('keeps the zoom within the API range', () => {
    expect(zoomForSpan(400)).toBe(1);
    expect(zoomForSpan(0)).toBe(18);
  });
});

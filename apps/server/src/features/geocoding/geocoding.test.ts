import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';

/** A local server answering Nominatim's /reverse (format=jsonv2) for one known point. */
async function fakeNominatim() {
  const requests: IncomingMessage[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('content-type', 'application/json');
    if (url.pathname !== '/reverse') return res.writeHead(404).end('{}');
    if (url.searchParams.get('lat') === '0') return res.end(JSON.stringify({ error: 'Unable to geocode' }));
    if (url.searchParams.get('lat') === '1') return res.writeHead(500).end('{}');
    res.end(
      JSON.stringify({
        place_id: 1,
        lat: url.searchParams.get('lat'),
        lon: url.searchParams.get('lon'),
        display_name: 'Marina Walk, Dubai Marina, Dubai, United Arab Emirates',
        address: { road: 'Marina Walk', suburb: 'Dubai Marina', city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', country_code: 'ae' },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close: () => new Promise((r) => server.close(r)) };
}

describe.each(testDialects())('reverse geocoding on %s', (dialect) => {
  describe('offline (default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t.close());

    const reverse = (query: string) => t.app.inject({ method: 'GET', url: `/api/reverse-geocode?${query}` });

    it('names the neighbourhood and city of a point in the UAE', async () => {
      const res = await reverse('latitude=25.0805&longitude=55.1403');
      expect(res.json()).toMatchObject({
        error: false,
        data: { city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', formatted_address: 'Dubai Marina, Dubai, United Arab Emirates', latitude: 25.0805, longitude: 55.1403 },
      });
    });

    it('answers the nearest city elsewhere in the world', async () => {
      expect((await reverse('latitude=48.86&longitude=2.35')).json().data).toMatchObject({ city: 'Paris', state: 'Île-de-France', country: 'France', formatted_address: 'Paris, Île-de-France, France' });
      expect((await reverse('latitude=-33.87&longitude=151.2')).json().data).toMatchObject({ city: 'Sydney', country: 'Australia' });
    });

    it('refuses missing or out-of-range coordinates', async () => {
      expect((await reverse('longitude=55')).json()).toMatchObject({ error: true, message: 'Latitude is required' });
      expect((await reverse('latitude=91&longitude=55')).json()).toMatchObject({ error: true, message: 'Latitude must be between -90 and 90' });
    });
  });

  describe('Nominatim when configured', () => {
    let t: TestApp;
    let nominatim: Awaited<ReturnType<typeof fakeNominatim>>;
    beforeAll(async () => {
      nominatim = await fakeNominatim();
      t = await createTestApp(dialect, { GEOCODER: 'nominatim', NOMINATIM_URL: nominatim.url });
    });
    afterAll(async () => {
      await t.close();
      await nominatim.close();
    });

    it('asks the server and maps its address', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/reverse-geocode?latitude=25.08&longitude=55.14', headers: { 'accept-language': 'ar' } });
      expect(res.json().data).toEqual({
        city: 'Dubai',
        state: 'Dubai',
        country: 'United Arab Emirates',
        formatted_address: 'Marina Walk, Dubai Marina, Dubai, United Arab Emirates',
        latitude: 25.08,
        longitude: 55.14,
      });
      const last = nominatim.requests.at(-1)!;
      expect(last.headers['accept-language']).toBe('ar');
      expect(last.headers['user-agent']).toMatch(/^Abode/);
    });

    it('falls back to the offline list when the server knows nothing or fails', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: '/api/reverse-geocode?latitude=0&longitude=55' });
      expect(unknown.json()).toMatchObject({ error: false, data: { latitude: 0, longitude: 55 } });
      expect(unknown.json().data.country).not.toBe('');
      const failing = await t.app.inject({ method: 'GET', url: '/api/reverse-geocode?latitude=1&longitude=103.8' });
      expect(failing.json().data).toMatchObject({ city: 'Singapore' });
    });
  });
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';
import { createUserWithSession } from '../../test/sessions.js';

/** A local server answering Nominatim's /reverse and /search (format=jsonv2) as documented, for a few known places. */
async function fakeNominatim() {
  const requests: IncomingMessage[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/search') {
      const q = url.searchParams.get('q') ?? '';
      if (q === 'broken') return res.writeHead(503).end('{}');
      if (q === 'nowhere') return res.end('[]');
      return res.end(
        JSON.stringify([
          {
            place_id: 2,
            lat: '25.0805',
            lon: '55.1403',
            display_name: `${q}, Dubai Marina, Dubai, United Arab Emirates`,
            address: { road: q, suburb: 'Dubai Marina', city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', country_code: 'ae' },
          },
          { place_id: 3, lat: '24.4539', lon: '54.3773', display_name: 'Abu Dhabi, United Arab Emirates', address: { city: 'Abu Dhabi', country: 'United Arab Emirates' } },
        ]),
      );
    }
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

    it('searches the bundled places as an owner types: neighbourhoods and cities, typos forgiven', async () => {
      const { auth } = await createUserWithSession(t.db);
      const search = async (q: string) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/geocode', query: { q }, headers: auth });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as { formatted_address: string; latitude: number; longitude: number; city: string }[];
      };
      expect((await search('dubai marina'))[0]).toMatchObject({ formatted_address: 'Dubai Marina, Dubai, United Arab Emirates', city: 'Dubai', latitude: 25.0764, longitude: 55.1406 });
      expect((await search('Jumeirah Village'))[0]!.formatted_address).toBe('Jumeirah Village Circle, Dubai, United Arab Emirates');
      expect((await search('marina dubai'))[0]!.formatted_address).toBe('Dubai Marina, Dubai, United Arab Emirates');
      expect((await search('dubay marna'))[0]!.formatted_address).toBe('Dubai Marina, Dubai, United Arab Emirates');
      expect((await search('دبي مارينا'))[0]!.formatted_address).toBe('Dubai Marina, Dubai, United Arab Emirates');
      expect((await search('Paris'))[0]).toMatchObject({ formatted_address: 'Paris, Île-de-France, France' });
      expect((await search('ile de france'))[0]).toMatchObject({ city: 'Paris' });
      expect((await search('abu'))[0]).toMatchObject({ city: 'Abu Dhabi' });
      expect(await search('qqqqqq')).toEqual([]);
      expect((await search('al')).length).toBe(6);
      const visitor = await t.app.inject({ method: 'GET', url: '/api/geocode', query: { q: 'dubai' } });
      expect(visitor.statusCode).toBe(401);
      for (const [q, message] of [
        ['d', 'q must be at least 2 characters'],
        ['x'.repeat(121), 'q must be at most 120 characters'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url: '/api/geocode', query: { q }, headers: auth });
        expect([res.statusCode, res.json().message]).toEqual([400, message]);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/geocode', headers: auth })).statusCode).toBe(400);
    });

    it("answers the service area: the country of the company's place and its box", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/service-area' });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const settings = await t.db.selectFrom('settings').select(['key', 'value']).where('key', 'in', ['latitude', 'longitude']).execute();
      const setting = (key: string) => Number(settings.find((row) => row.key === key)?.value);
      expect(res.json().data).toEqual({ country: 'United Arab Emirates', latitude: setting('latitude'), longitude: setting('longitude'), bounds: { min_lat: 22.6, min_lng: 51.5, max_lat: 26.1, max_lng: 56.4 } });
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

    it('searches through the server, preferring the service area, and falls back to the bundled places', async () => {
      const { auth } = await createUserWithSession(t.db);
      const search = (q: string) => t.app.inject({ method: 'GET', url: '/api/geocode', query: { q }, headers: { ...auth, 'accept-language': 'en' } });
      const found = (await search('Marina Walk')).json().data;
      expect(found).toEqual([
        { city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', formatted_address: 'Marina Walk, Dubai Marina, Dubai, United Arab Emirates', latitude: 25.0805, longitude: 55.1403 },
        { city: 'Abu Dhabi', state: '', country: 'United Arab Emirates', formatted_address: 'Abu Dhabi, United Arab Emirates', latitude: 24.4539, longitude: 54.3773 },
      ]);
      const asked = new URL(nominatim.requests.at(-1)!.url!, 'http://localhost');
      expect(Object.fromEntries(asked.searchParams)).toMatchObject({ format: 'jsonv2', q: 'Marina Walk', addressdetails: '1', limit: '6' });
      expect(asked.searchParams.get('viewbox')).toMatch(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);
      expect(nominatim.requests.at(-1)!.headers['accept-language']).toBe('en');
      expect((await search('broken')).json()).toMatchObject({ error: false, data: [] });
      expect((await search('nowhere')).json()).toMatchObject({ error: false, data: [] });
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

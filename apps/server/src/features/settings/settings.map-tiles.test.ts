import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { testDialects } from '../../test/databases.js';

// The map tile server is server configuration (MAP_TILE_URL / MAP_TILE_ATTRIBUTION) unless the console
// sets its own (settings-site.test.ts); the web app reads it from web-settings.
describe.each(testDialects())('web-settings map tiles on %s', (dialect) => {
  let standard: TestApp;
  let offline: TestApp;
  const mapFields = async (app: TestApp) => {
    const res = await app.app.inject({ method: 'GET', url: '/api/web-settings' });
    expect(res.statusCode).toBe(200);
    const { map_tile_url, map_tile_attribution } = res.json().data;
    return { map_tile_url, map_tile_attribution };
  };

  beforeAll(async () => {
    [standard, offline] = await Promise.all([
      createTestApp(dialect),
      createTestApp(dialect, { MAP_TILE_URL: '', MAP_TILE_ATTRIBUTION: 'Tiles: none' }),
    ]);
  });
  afterAll(() => Promise.all([standard.close(), offline.close()]));

  it('default to OpenStreetMap with its credit line', async () => {
    expect(await mapFields(standard)).toEqual({
      map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      map_tile_attribution: expect.stringContaining('OpenStreetMap</a> contributors'),
    });
  });

  it('can be switched off (maps without tiles) and credited differently', async () => {
    expect(await mapFields(offline)).toEqual({ map_tile_url: '', map_tile_attribution: 'Tiles: none' });
  });
});

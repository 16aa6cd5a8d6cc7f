import { describe, expect, it } from 'vitest';
import { createApiClient } from '~/lib/api-client';
import { OWNER_INTENTS } from '~/lib/owner-listings/status';
import { propertyOwnerIntents } from './api';

/** An API client that records each call and answers success. */
function recordingApi() {
  const calls: { path: string; body: string }[] = [];
  const api = createApiClient({
    language: 'en',
    send: async (path, init) => {
      calls.push({ path, body: String(init.body) });
      return new Response(JSON.stringify({ error: false, message: 'ok', data: [] }), { headers: { 'content-type': 'application/json' } });
    },
    load: (query, client) => query.fetch(client),
  });
  return { api, calls };
}

describe('propertyOwnerIntents', () => {
  it('allows every owner intent and sends each to its API call', async () => {
    expect(propertyOwnerIntents.intents).toEqual(OWNER_INTENTS);
    const { api, calls } = recordingApi();
    for (const intent of OWNER_INTENTS) await propertyOwnerIntents.apply(api, 12, intent);
    expect(calls.map((c) => `${c.path} ${c.body}`)).toEqual([
      '/api/change-property-status property_id=12&status=1',
      '/api/change-property-status property_id=12&status=0',
      '/api/update_property_status property_id=12&status=2',
      '/api/update_property_status property_id=12&status=3',
      '/api/update_property_status property_id=12&status=1',
      '/api/renew-property id=12',
      '/api/delete_property id=12',
    ]);
  });
});

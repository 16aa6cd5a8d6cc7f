import { describe, expect, it } from 'vitest';
import { recordingApi } from '~/lib/recording-api';
import { OWNER_INTENTS } from '~/lib/owner-listings/status';
import { propertyOwnerIntents } from './api';

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

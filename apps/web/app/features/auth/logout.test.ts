import { describe, expect, it } from 'vitest';
import { recordingApi } from '~/lib/recording-api';
import { logOut, pushEndpointOf } from './logout';

const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def';
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('web logout', () => {
  it('sends this browser’s push endpoint as fcm_id, so the API forgets only its subscription', async () => {
    const { api, calls } = recordingApi();
    await logOut(api, pushEndpointOf(formOf({ fcm_id: endpoint })));
    expect(calls).toEqual([{ path: '/api/before-logout', body: `fcm_id=${encodeURIComponent(endpoint)}` }]);
  });

  it('sends no fcm_id from a browser without push, and drops a blank or oversized one', async () => {
    for (const form of [formOf({}), formOf({ fcm_id: '  ' }), formOf({ fcm_id: `${endpoint}${'x'.repeat(2048)}` })]) {
      expect(pushEndpointOf(form)).toBeUndefined();
    }
    const { api, calls } = recordingApi();
    await logOut(api, undefined);
    expect(calls).toEqual([{ path: '/api/before-logout', body: '' }]);
  });

  it('takes an endpoint longer than an FCM token, as long as the push calls take', () => {
    const long = `https://push.example.com/${'a'.repeat(1500)}`;
    expect(pushEndpointOf(formOf({ fcm_id: long }))).toBe(long);
  });
});

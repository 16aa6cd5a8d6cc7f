import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { ownerAction } from './owner-action.server';
import type { OwnerIntents } from './owner-api';
import { OWNER_INTENTS } from './status';

/** Stand-ins for a kind's intents: each one posts to `<intent>_listing`, so the test sees which ran. */
const apply: OwnerIntents['apply'] = async (api, id, intent) => (await api.post(`${intent}_listing`, new URLSearchParams({ id: String(id) }))).message;
const everyIntent: OwnerIntents = { intents: OWNER_INTENTS, apply };
const onOffOnly: OwnerIntents = { intents: ['activate', 'deactivate', 'delete'], apply };

/** A page's form post, answered by a stand-in for the in-process API that records what it was asked. */
function post(fields: Record<string, string>, answer: { status: number; body: unknown }) {
  const calls: { path: string; body: string }[] = [];
  const context = {
    apiFetch: async (request: Request) => {
      calls.push({ path: new URL(request.url).pathname, body: await request.text() });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  } as AppLoadContext;
  const request = new Request('http://abode.test/user/properties', { method: 'POST', body: new URLSearchParams(fields) });
  return { calls, run: (owner: OwnerIntents) => ownerAction(request, context, owner) };
}

describe('ownerAction', () => {
  it('hands the intent and id to the API call of the kind and answers its message', async () => {
    const ok = { status: 200, body: { error: false, message: 'Status Updated Successfully', data: [] } };
    const sold = post({ intent: 'sold', id: '12' }, ok);
    const result = await sold.run(everyIntent);
    expect(result.data).toEqual({ ok: true, intent: 'sold', id: 12, message: 'Status Updated Successfully' });
    expect(sold.calls).toEqual([{ path: '/api/sold_listing', body: 'id=12' }]);
  });

  it('answers "Failed to Update Status" when the API refuses a status change, and the API message for a delete', async () => {
    const refused = post({ intent: 'activate', id: '7' }, { status: 400, body: { error: true, message: 'Only approved listings can be switched on or off' } });
    const result = await refused.run(everyIntent);
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, message: 'Failed to Update Status' });

    const missing = post({ intent: 'delete', id: '7' }, { status: 404, body: { error: true, message: 'Property Not Found' } });
    expect((await missing.run(everyIntent)).data).toMatchObject({ ok: false, message: 'Property Not Found' });
  });

  it('refuses an unknown intent, a bad id, and an intent the kind does not allow without calling the API', async () => {
    for (const fields of [{ intent: 'publish', id: '1' }, { intent: 'sold', id: 'x' }]) {
      const bad = post(fields, { status: 200, body: {} });
      expect((await bad.run(everyIntent)).init?.status).toBe(400);
      expect(bad.calls).toEqual([]);
    }
    const project = post({ intent: 'sold', id: '3' }, { status: 200, body: {} });
    expect((await project.run(onOffOnly)).init?.status).toBe(400);
    expect(project.calls).toEqual([]);
  });
});

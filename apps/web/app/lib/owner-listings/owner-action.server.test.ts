import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { ownerAction } from './owner-action.server';

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
  return { calls, run: (kind: 'property' | 'project') => ownerAction(request, context, kind) };
}

describe('ownerAction', () => {
  it('sends each intent to its API call', async () => {
    const ok = { status: 200, body: { error: false, message: 'Status Updated Successfully', data: [] } };
    const sold = post({ intent: 'sold', id: '12' }, ok);
    const result = await sold.run('property');
    expect(result.data).toEqual({ ok: true, intent: 'sold', id: 12, message: 'Status Updated Successfully' });
    expect(sold.calls).toEqual([{ path: '/api/update_property_status', body: 'property_id=12&status=2' }]);

    const off = post({ intent: 'deactivate', id: '5' }, ok);
    await off.run('project');
    expect(off.calls).toEqual([{ path: '/api/change-project-status', body: 'project_id=5&status=0' }]);
  });

  it('answers "Failed to Update Status" when the API refuses a status change, and the API message for a delete', async () => {
    const refused = post({ intent: 'activate', id: '7' }, { status: 400, body: { error: true, message: 'Only approved listings can be switched on or off' } });
    const result = await refused.run('property');
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, message: 'Failed to Update Status' });

    const missing = post({ intent: 'delete', id: '7' }, { status: 404, body: { error: true, message: 'Property Not Found' } });
    expect((await missing.run('property')).data).toMatchObject({ ok: false, message: 'Property Not Found' });
  });

  it('refuses an unknown intent, a bad id, and deal states on projects without calling the API', async () => {
    for (const fields of [{ intent: 'publish', id: '1' }, { intent: 'sold', id: 'x' }]) {
      const bad = post(fields, { status: 200, body: {} });
      expect((await bad.run('property')).init?.status).toBe(400);
      expect(bad.calls).toEqual([]);
    }
    const project = post({ intent: 'sold', id: '3' }, { status: 200, body: {} });
    expect((await project.run('project')).init?.status).toBe(400);
    expect(project.calls).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createApiClient } from '~/lib/api-client';
import { projectOwnerIntents } from './api';

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

describe('projectOwnerIntents', () => {
  it('allows only the on/off switch and delete, each sent to its API call', async () => {
    expect(projectOwnerIntents.intents).toEqual(['activate', 'deactivate', 'delete']);
    const { api, calls } = recordingApi();
    for (const intent of projectOwnerIntents.intents) await projectOwnerIntents.apply(api, 5, intent);
    expect(calls.map((c) => `${c.path} ${c.body}`)).toEqual([
      '/api/change-project-status project_id=5&status=1',
      '/api/change-project-status project_id=5&status=0',
      '/api/delete_project id=5',
    ]);
  });
});

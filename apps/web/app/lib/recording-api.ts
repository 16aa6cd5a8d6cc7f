import { createApiClient } from './api-client';

/** An API client that records each call (path and body) and answers success: for tests of which call an action makes. */
export function recordingApi() {
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

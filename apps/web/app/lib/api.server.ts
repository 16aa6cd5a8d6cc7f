import type { AppLoadContext } from 'react-router';
import { createApiClient, type ApiClient } from './api-client';
import { requestedLanguage } from './language';

declare module 'react-router' {
  interface AppLoadContext {
    /** Set by the Abode server (apps/server core/http/web-app.ts): answers /api/ in-process. */
    apiFetch?: (request: Request) => Promise<Response>;
    /** The nonce the server put in this page's Content-Security-Policy (entry.server.tsx). */
    cspNonce?: string;
  }
}

// Origin too: the API checks it on cookie-authenticated unsafe requests (actions that post for the visitor).
// The user agent: an anonymous visitor is known by address and browser (listing views count once per viewer).
const FORWARDED_HEADERS = ['cookie', 'authorization', 'origin', 'user-agent'] as const;

/**
 * API client for server loaders: in-process when the Abode server renders the page, over HTTP to
 * API_URL otherwise (react-router dev). The visitor's session and language travel with each call.
 */
export function serverApi(request: Request, context: AppLoadContext, language = requestedLanguage(request.headers.get('cookie'))): ApiClient {
  const base = process.env.API_URL ?? 'http://localhost:3000';
  return createApiClient({
    language,
    send: (path, init) => {
      const headers = new Headers(init.headers);
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers.get(name);
        if (value) headers.set(name, value);
      }
      const apiRequest = new Request(`${base}${path}`, { ...init, headers, signal: request.signal });
      return context.apiFetch ? context.apiFetch(apiRequest) : fetch(apiRequest);
    },
    load: (query, client) => query.fetch(client),
  });
}

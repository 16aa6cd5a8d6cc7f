import type { QueryClient } from '@tanstack/react-query';
import { browserLanguage, createApiClient, type ApiClient } from './api-client';

// TanStack Query is loaded by the first client loader or event handler that fetches, not with the
// scripts every page loads first (issue #3): first paint needs none of it.
let queryClient: Promise<QueryClient> | undefined;

function browserQueryClient(): Promise<QueryClient> {
  queryClient ??= import('./query-client').then((module) => module.getBrowserQueryClient());
  return queryClient;
}

/** Forgets every cached answer (log out); nothing to forget before the first fetch. */
export function clearBrowserQueryCache(): void {
  void queryClient?.then((client) => client.clear());
}

/** API client for client loaders and event handlers: same-origin /api/, the session cookie rides along. */
export function browserApi(): ApiClient {
  const language = browserLanguage();
  return createApiClient({
    language,
    send: (path, init) => fetch(path, { ...init, credentials: 'same-origin' }),
    load: async (query, client) =>
      (await browserQueryClient()).fetchQuery({ queryKey: [...query.key, language], queryFn: () => query.fetch(client) }),
  });
}

import { browserLanguage, createApiClient, type ApiClient } from './api-client';
import { getBrowserQueryClient } from './query-client';

/** API client for client loaders and event handlers: same-origin /api/, the session cookie rides along. */
export function browserApi(): ApiClient {
  const language = browserLanguage();
  return createApiClient({
    language,
    send: (path, init) => fetch(path, { ...init, credentials: 'same-origin' }),
    load: (query, client) => getBrowserQueryClient().fetchQuery({ queryKey: [...query.key, language], queryFn: () => query.fetch(client) }),
  });
}

import type { ApiSuccess } from '@abode/shared/envelope';
import { MSG } from '@abode/shared/messages';
import { parseCookies } from './cookies';
import { LANGUAGE_COOKIE, isLanguageCode } from './language';

/** An /api/ answer with `error: true`, or no answer at all (status 0). */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly key?: string,
    /** The whole failure envelope, for siblings some refusals carry (a premium listing's `teaser`). */
    readonly body?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** A cacheable read: the key names the data (the client adds the language), fetch reads it. */
export interface ApiQuery<T> {
  key: readonly unknown[];
  fetch: (api: ApiClient) => Promise<T>;
}

export interface ApiClient {
  /** Sent as Content-Language, so translated_* fields come in this language. */
  readonly language: string | undefined;
  get<T>(endpoint: string, query?: QueryParams): Promise<ApiSuccess<T>>;
  post<T>(endpoint: string, body?: FormData | URLSearchParams): Promise<ApiSuccess<T>>;
  delete<T>(endpoint: string): Promise<ApiSuccess<T>>;
  /** On the server: fetch now. In the browser: through the query cache (fresh for 10 minutes). */
  load<T>(query: ApiQuery<T>): Promise<T>;
}

export type ApiSend = (path: string, init: RequestInit) => Promise<Response>;

interface Envelope {
  error: boolean;
  message?: string | undefined;
  key?: string | undefined;
}

const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * The envelope is checked; `data` is typed by the shared contract the server answers with. A hand
 * check rather than a zod schema: this module is on every page's critical path in the browser, and
 * three fields do not justify shipping zod there.
 */
function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message, key } = body as Record<string, unknown>;
  return typeof error === 'boolean' && optionalText(message) && optionalText(key);
}

function apiPath(endpoint: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return `/api/${endpoint}${search ? `?${search}` : ''}`;
}

async function readEnvelope<T>(response: Response): Promise<ApiSuccess<T>> {
  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelope(body)) throw new ApiRequestError(MSG.somethingWrong, response.status || 500);
  if (body.error || !response.ok) throw new ApiRequestError(body.message ?? MSG.somethingWrong, response.status, body.key, body as unknown as Record<string, unknown>);
  return body as unknown as ApiSuccess<T>;
}

export function createApiClient(options: {
  language: string | undefined;
  send: ApiSend;
  load: <T>(query: ApiQuery<T>, client: ApiClient) => Promise<T>;
}): ApiClient {
  const request = async <T>(path: string, init: RequestInit): Promise<ApiSuccess<T>> => {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    if (options.language) headers.set('content-language', options.language);
    let response: Response;
    try {
      response = await options.send(path, { ...init, headers });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiRequestError(MSG.somethingWrong, 0);
    }
    return readEnvelope<T>(response);
  };

  const client: ApiClient = {
    language: options.language,
    get: (endpoint, query) => request(apiPath(endpoint, query), { method: 'GET' }),
    // The contract's POSTs are forms; an empty one rather than no body at all.
    post: (endpoint, body = new URLSearchParams()) => request(apiPath(endpoint), { method: 'POST', body }),
    delete: (endpoint) => request(apiPath(endpoint), { method: 'DELETE' }),
    load: (query) => options.load(query, client),
  };
  return client;
}

/** The browser's language: the cookie (already updated right after a switch), else the page's. */
export function browserLanguage(): string | undefined {
  const chosen = parseCookies(document.cookie)[LANGUAGE_COOKIE];
  if (isLanguageCode(chosen)) return chosen;
  return document.documentElement.lang || undefined;
}

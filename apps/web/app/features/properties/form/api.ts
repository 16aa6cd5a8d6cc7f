import type { ApiSuccess } from '@abode/shared/envelope';
import type { Category } from '@abode/shared/schemas/categories';
import type { Facility } from '@abode/shared/schemas/facilities';
import type { Property } from '@abode/shared/schemas/properties';
import { MSG } from '@abode/shared/messages';
import { ApiRequestError, browserLanguage, type ApiClient } from '~/lib/api-client';

/** Every category with its parameters (the form offers all, not only those with listings). */
export async function fetchFormCategories(api: ApiClient): Promise<Category[]> {
  return (await api.get<Category[]>('get_categories', { limit: 100 })).data;
}

export async function fetchFacilities(api: ApiClient): Promise<Facility[]> {
  return (await api.get<Facility[]>('get_facilities')).data;
}

/** One of the user's own listings by slug (any review state), or null when they have none by it. */
export async function fetchOwnPropertyForEdit(api: ApiClient, slugId: string): Promise<Property | null> {
  return (await api.get<Property[]>('get-added-properties', { slug_id: slugId, limit: 1 })).data[0] ?? null;
}

/**
 * Posts a multipart form to /api/<endpoint> with XMLHttpRequest, whose upload events (unlike
 * fetch's) report progress: `onProgress` gets the share sent, 0 to 1. Answers like the API client.
 */
export function postWithProgress<T>(endpoint: string, body: FormData, onProgress: (sent: number) => void): Promise<ApiSuccess<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/${endpoint}`);
    request.setRequestHeader('accept', 'application/json');
    const language = browserLanguage();
    if (language) request.setRequestHeader('content-language', language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(MSG.somethingWrong, 0));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      const envelope = body && typeof body === 'object' ? (body as { error?: unknown; message?: unknown; key?: unknown }) : null;
      if (envelope && envelope.error === false && request.status < 400) {
        resolve(envelope as ApiSuccess<T>);
        return;
      }
      const message = typeof envelope?.message === 'string' ? envelope.message : MSG.somethingWrong;
      reject(new ApiRequestError(message, request.status || 500, typeof envelope?.key === 'string' ? envelope.key : undefined));
    };
    request.send(body);
  });
}

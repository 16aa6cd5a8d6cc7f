import type { WebSettings } from '@abode/shared/schemas/settings';
import type { ApiClient } from '~/lib/api-client';

export async function fetchWebSettings(api: ApiClient): Promise<WebSettings> {
  return (await api.get<WebSettings>('web-settings')).data;
}

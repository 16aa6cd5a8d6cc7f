import type { WebSettings } from '@abode/shared/schemas/settings';
import type { ApiClient } from '~/lib/api-client';
import type { PageSetting, ShellSettings } from '~/lib/site-context';

export async function fetchWebSettings(api: ApiClient): Promise<WebSettings> {
  return (await api.get<WebSettings>('web-settings')).data;
}

/** Settings for the shell, without the HTML of the About, Terms and Privacy pages. */
export async function fetchShellSettings(api: ApiClient): Promise<ShellSettings> {
  const { about_us: _about, terms_conditions: _terms, privacy_policy: _privacy, ...settings } = await fetchWebSettings(api);
  return settings;
}

/** The HTML of one content page, as the admin wrote it ("" when unset). */
export async function fetchPageSetting(api: ApiClient, page: PageSetting): Promise<string> {
  return (await fetchWebSettings(api))[page] ?? '';
}

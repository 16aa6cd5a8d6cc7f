// The settings form of the console: its groups, and which fields are switches (an unticked box
// sends nothing, so the page's action writes "0" for it).

import { SMTP_ENCRYPTIONS } from '@abode/shared/schemas/admin-site';
import { AREA_SETTING_UNITS } from '@abode/shared/search/parameter-kinds';

/** `hint`: the field has a line of help under it (admin.settings.hints.<key>). */
export type SettingField = ({ key: string; kind: 'text' | 'email' | 'url' | 'number' | 'textarea' | 'switch' } | { key: string; kind: 'choice'; options: readonly string[] }) & {
  hint?: true;
  /** A number's largest value (else 3650, the days of a listing period). */
  max?: number;
  /** A choice whose options have labels (admin.settings.options.<key>.<option>). */
  labelled?: true;
};

/** The site images the console uploads, in the order the page shows them. */
export { SITE_IMAGE_SETTINGS } from '@abode/shared/schemas/admin-site';

/** The mail server form: the password only when typed (empty keeps the stored one). */
export const MAIL_FIELDS: readonly SettingField[] = [
  { key: 'smtp_host', kind: 'text', hint: true },
  { key: 'smtp_port', kind: 'number', max: 65535 },
  { key: 'smtp_encryption', kind: 'choice', options: SMTP_ENCRYPTIONS, labelled: true },
  { key: 'smtp_user', kind: 'text' },
  { key: 'smtp_from', kind: 'email' },
];

export const SETTING_GROUPS: readonly { key: string; fields: readonly SettingField[] }[] = [
  {
    key: 'company',
    fields: [
      { key: 'company_name', kind: 'text' },
      { key: 'company_email', kind: 'email' },
      { key: 'company_tel1', kind: 'text' },
      { key: 'company_tel2', kind: 'text' },
      { key: 'company_address', kind: 'textarea' },
    ],
  },
  {
    key: 'money',
    fields: [
      { key: 'currency_code', kind: 'text' },
      { key: 'currency_symbol', kind: 'text' },
      { key: 'number_with_suffix', kind: 'switch' },
      { key: 'distance_option', kind: 'choice', options: ['km', 'mi'] },
      { key: 'area_unit', kind: 'choice', options: AREA_SETTING_UNITS },
    ],
  },
  {
    key: 'signIn',
    fields: [
      { key: 'number_with_otp_login', kind: 'switch' },
      { key: 'social_login', kind: 'switch' },
      { key: 'otp_service_provider', kind: 'choice', options: ['twilio', 'firebase'] },
    ],
  },
  {
    key: 'moderation',
    fields: [
      { key: 'auto_approve', kind: 'switch' },
      { key: 'auto_approve_verified_agents', kind: 'switch' },
      { key: 'auto_approve_edited_listings', kind: 'switch' },
      { key: 'verification_required_for_user', kind: 'switch' },
      { key: 'listing_period_days', kind: 'number' },
      { key: 'text_property_submission', kind: 'textarea' },
    ],
  },
  {
    key: 'site',
    fields: [
      { key: 'web_maintenance_mode', kind: 'switch' },
      { key: 'allow_cookies', kind: 'switch' },
      { key: 'playstore_id', kind: 'url' },
      { key: 'appstore_id', kind: 'url' },
      { key: 'facebook_id', kind: 'url' },
      { key: 'instagram_id', kind: 'url' },
      { key: 'twitter_id', kind: 'url' },
      { key: 'youtube_id', kind: 'url' },
    ],
  },
  {
    // empty: the server's MAP_TILE_URL / MAP_TILE_ATTRIBUTION (admin.settings.hints explains)
    key: 'maps',
    fields: [
      { key: 'map_tile_url', kind: 'url', hint: true },
      { key: 'map_tile_attribution', kind: 'textarea', hint: true },
    ],
  },
];

/** The form's values as the API takes them: every field of the form, unticked switches as "0". */
export function settingsFromForm(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of SETTING_GROUPS.flatMap((group) => group.fields)) {
    if (field.kind === 'switch') values[field.key] = form.get(field.key) === '1' ? '1' : '0';
    else if (form.has(field.key)) values[field.key] = String(form.get(field.key));
  }
  return values;
}

/** The mail form's values as the API takes them. */
export function mailSettingsFromForm(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { key } of MAIL_FIELDS) values[key] = String(form.get(key) ?? '').trim();
  values.smtp_password = String(form.get('smtp_password') ?? '');
  return values;
}

// The settings form of the console: its groups, and which fields are switches (an unticked box
// sends nothing, so the page's action writes "0" for it).

import { AREA_SETTING_UNITS } from '@abode/shared/search/parameter-kinds';

export type SettingField = { key: string; kind: 'text' | 'email' | 'url' | 'number' | 'textarea' | 'switch' } | { key: string; kind: 'choice'; options: readonly string[] };

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

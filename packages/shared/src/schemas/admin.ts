import { z } from 'zod';
import { ADMIN_PERMISSIONS, type AdminAccess, type AdminPermission } from '../admin-permissions.js';
import { REQUEST_STATUSES } from '../enums.js';
import { MSG } from '../messages.js';
import { AREA_SETTING_UNITS } from '../search/parameter-kinds.js';
import { flag, integer, limitField, offsetField, optionalText, requiredText, searchField } from './common.js';

// The admin console's API (/api/admin/*, issue #17): Abode's own, not part of the public contract.

export { ADMIN_PERMISSIONS, type AdminAccess, type AdminPermission };

export const ADMIN_MSG = {
  staffSaved: MSG.staffSaved,
  reportClosed: MSG.reportClosed,
  bulkDone: MSG.bulkDone,
  reportAlreadyClosed: MSG.reportAlreadyClosed,
} as const;

const ids = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], { error: 'ids must be a list of ids' })
  .transform((value) => (Array.isArray(value) ? value : String(value).split(',')))
  .pipe(z.array(integer('ids', { min: 1 })).min(1, 'Choose at least one').max(100, 'Choose at most 100'));

export const auditQuery = z.object({
  offset: offsetField,
  limit: limitField,
  actor_id: integer('actor_id', { min: 1 }).optional(),
  entity: optionalText('entity', 40),
  entity_id: integer('entity_id', { min: 1 }).optional(),
  action: optionalText('action', 40),
  from: z.iso.date('from must be a date (YYYY-MM-DD)').optional(),
  to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export interface AuditEntry {
  id: number;
  actor: { id: number; name: string } | null;
  action: string;
  entity: string;
  entity_id: number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: string;
}

export const listingQueueQuery = z.object({
  offset: offsetField,
  limit: limitField,
  request_status: z.enum(REQUEST_STATUSES, { error: 'request_status must be pending, approved or rejected' }).default('pending'),
  search: searchField,
});
export type ListingQueueQuery = z.infer<typeof listingQueueQuery>;

export interface QueueListing {
  id: number;
  slug_id: string;
  title: string;
  title_image: string;
  city: string | null;
  request_status: string;
  reject_reason: string | null;
  owner: { id: number; name: string } | null;
  created_at: string;
}

export const bulkDecisionInput = z
  .object({
    ids,
    decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
    reason: optionalText('Reason', 1000),
  })
  .refine((v) => v.decision === 'approve' || v.reason !== undefined, { message: 'Reason is required', path: ['reason'] });

export const REPORT_STATES = ['open', 'resolved', 'dismissed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const reportQueueQuery = z.object({
  offset: offsetField,
  limit: limitField,
  status: z.enum(REPORT_STATES, { error: 'status must be open, resolved or dismissed' }).default('open'),
});

export const resolveReportInput = z.object({
  status: z.enum(['resolved', 'dismissed'], { error: 'status must be resolved or dismissed' }),
  note: optionalText('Note', 1000),
});

export interface QueueReport {
  id: number;
  status: ReportState;
  reason: string;
  note: string | null;
  property: { id: number; slug_id: string; title: string; request_status: string };
  reporter: { id: number; name: string };
  created_at: string;
}

export const verificationQueueQuery = z.object({
  offset: offsetField,
  limit: limitField,
  status: z.enum(['pending', 'success', 'failed'], { error: 'status must be pending, success or failed' }).default('pending'),
});

export interface QueueVerification {
  id: number;
  status: string;
  reason: string | null;
  user: { id: number; name: string; email: string | null };
  values: { field: string; type: string; value: string; url: string | null }[];
  created_at: string;
}

export const userListQuery = z.object({
  offset: offsetField,
  limit: limitField,
  search: searchField,
  role: z.enum(['user', 'admin', 'staff'], { error: 'role must be user, admin or staff' }).optional(),
  is_active: flag('is_active'),
  is_agent: flag('is_agent'),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export interface AdminUserRow {
  id: number;
  name: string;
  email: string | null;
  mobile: string | null;
  role: 'user' | 'admin' | 'staff';
  is_active: boolean;
  is_agent: boolean;
  verification_status: string;
  created_at: string;
  last_login_at: string | null;
}

export interface AdminUserDetail extends AdminUserRow {
  slug_id: string;
  permissions: AdminPermission[];
  deactivated_at: string | null;
  counts: { properties: number; projects: number; reports_made: number; reports_against: number };
  sessions: { id: number; user_agent: string | null; ip: string | null; last_used_at: string | null; created_at: string }[];
}

export const staffInput = z.object({
  name: requiredText('Name', 191),
  email: z.email('Invalid email format').max(191),
  password: z.string().min(6, 'Password must be at least 6 characters').max(200),
  permissions: z.array(z.enum(ADMIN_PERMISSIONS, { error: 'Unknown permission' })).max(ADMIN_PERMISSIONS.length).default([]),
});

export const staffPermissionsInput = z.object({
  // a form with no box ticked sends no field at all: no permissions
  permissions: z.array(z.enum(ADMIN_PERMISSIONS, { error: 'Unknown permission' })).max(ADMIN_PERMISSIONS.length).default([]),
});

export interface AdminMe {
  id: number;
  name: string;
  role: 'admin' | 'staff';
  permissions: AdminPermission[];
  demo_mode: boolean;
}

export interface AdminDashboard {
  counts: { users: number; new_users_30d: number; properties: number; projects: number; agents: number };
  waiting: { properties: number; projects: number; featured: number; verifications: number; reports: number; bank_transfers: number };
  /** One entry per week (Monday, UTC), oldest first: properties posted that week by their status now. */
  listings_by_week: { week: string; pending: number; approved: number; rejected: number }[];
  new_users_by_week: { week: string; users: number }[];
  top_cities: { city: string; count: number }[];
  /** the portal's currency: revenue counts successful payments in it */
  revenue_currency: string;
  /** successful payments per week, major units */
  revenue_by_week: { week: string; amount: number }[];
}

export const DASHBOARD_WEEKS = 12;

// Languages (languages.manage)

export const LANGUAGE_FILE_MAX_BYTES = 1024 * 1024;
export const LANGUAGE_STRING_MAX = 5000;

export const languageCodeField = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i, 'Code must be a language code such as fr or pt-br')
  .transform((code) => code.toLowerCase());

export const addLanguageInput = z.object({ code: languageCodeField, name: requiredText('Name', 100), rtl: flag('rtl') });

export const updateLanguageInput = z.object({
  name: optionalText('Name', 100),
  rtl: flag('rtl'),
  status: flag('status'),
  is_default: flag('is_default'),
});

export const languageStringsQuery = z.object({ offset: offsetField, limit: limitField, search: searchField, missing: flag('missing') });

export const setLanguageStringInput = z.object({
  key: z.string({ error: 'Key is required' }).trim().min(1, 'Key is required').max(200).regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/, 'Key must be dotted words'),
  value: z.string({ error: 'Value must be text' }).max(LANGUAGE_STRING_MAX, `Value must be at most ${LANGUAGE_STRING_MAX} characters`).default(''),
});

export interface AdminLanguage {
  id: number;
  code: string;
  name: string;
  rtl: boolean;
  status: boolean;
  is_default: boolean;
  /** strings the language's web file holds */
  strings: number;
}

export interface LanguageStringRow {
  key: string;
  /** the app's own English, the reference a translator works from */
  english: string;
  /** this language's text; null when the file lacks the key (English shows instead) */
  value: string | null;
}

// Settings (settings.manage); demo mode (admins)

const switch01 = (label: string) => flag(label).transform((v) => (v === undefined ? undefined : v ? '1' : '0'));
const link = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), `${label} must be an https:// link`)
    .optional();
const plain = (label: string, max: number) => z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).optional();

/** An https tile template with the {z}, {x} and {y} placeholders (an optional {s} subdomain, {r} retina mark). */
export function isTileTemplate(value: string): boolean {
  // a host (of letters, digits, dots, dashes and an {s} subdomain), an optional port, then a path without quotes or spaces
  return /^https:\/\/(?:\{s\}\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::\d{1,5})?\/[^\s"'<>\\`]*$/.test(value) && ['{z}', '{x}', '{y}'].every((p) => value.includes(p));
}

/** The settings the console edits, each checked; keys it does not list are refused. */
export const settingsInput = z.strictObject(
  {
    company_name: plain('Company name', 100).refine((v) => v === undefined || v !== '', 'Company name is required'),
    company_email: z.union([z.literal(''), z.email('Invalid email format').max(191)]).optional(),
    company_tel1: plain('Phone', 40),
    company_tel2: plain('Second phone', 40),
    company_address: plain('Address', 300),
    facebook_id: link('Facebook'),
    instagram_id: link('Instagram'),
    twitter_id: link('X'),
    youtube_id: link('YouTube'),
    playstore_id: link('Google Play'),
    appstore_id: link('App Store'),
    currency_code: z.string().trim().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code').optional(),
    currency_symbol: plain('Currency symbol', 10),
    number_with_suffix: switch01('number_with_suffix'),
    distance_option: z.enum(['km', 'mi'], { error: 'Distance must be km or mi' }).optional(),
    area_unit: z.enum(AREA_SETTING_UNITS, { error: 'Area unit must be sq_ft or sq_m' }).optional(),
    web_maintenance_mode: switch01('web_maintenance_mode'),
    allow_cookies: switch01('allow_cookies'),
    number_with_otp_login: switch01('number_with_otp_login'),
    social_login: switch01('social_login'),
    otp_service_provider: z.enum(['twilio', 'firebase'], { error: 'OTP provider must be twilio or firebase' }).optional(),
    auto_approve: switch01('auto_approve'),
    auto_approve_verified_agents: switch01('auto_approve_verified_agents'),
    auto_approve_edited_listings: switch01('auto_approve_edited_listings'),
    verification_required_for_user: switch01('verification_required_for_user'),
    listing_period_days: integer('listing_period_days', { min: 0, max: 3650 })
      .transform((n) => String(n))
      .optional(),
    text_property_submission: plain('Submission message', 1000),
    // the console's map tiles replace MAP_TILE_URL / MAP_TILE_ATTRIBUTION when set ("" = the server's)
    map_tile_url: z
      .string({ error: 'Tile URL must be text' })
      .trim()
      .max(300, 'Tile URL must be at most 300 characters')
      .refine((v) => v === '' || isTileTemplate(v), 'Tile URL must be an https:// address with {z}, {x} and {y}')
      .optional(),
    /** HTML (links); sanitised on save. */
    map_tile_attribution: plain('Tile attribution', 500),
  },
  { error: 'Unknown setting' },
);
export type SettingsInput = z.infer<typeof settingsInput>;
export const EDITABLE_SETTINGS = Object.keys(settingsInput.shape) as (keyof SettingsInput)[];

export const demoModeInput = z.object({ demo_mode: flag('demo_mode').unwrap() });

/** Featured-listing requests (advertisements) by state, as the queue shows them; the API's numeric status behind each. */
export const FEATURE_STATES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type FeatureState = (typeof FEATURE_STATES)[number];

export const featureQueueQuery = z.object({
  offset: offsetField,
  limit: limitField,
  status: z.enum(FEATURE_STATES, { error: 'status must be pending, approved, rejected or expired' }).default('pending'),
});

export const rejectFeatureInput = z.object({ reason: requiredText('Reason', 1000) });

export interface QueueFeature {
  id: number;
  status: FeatureState;
  feature_for: 'property' | 'project';
  listing: { id: number; slug_id: string; title: string; title_image: string | null };
  owner: { id: number; name: string } | null;
  reject_reason: string | null;
  start_date: string;
  end_date: string;
  created_at: string;
}

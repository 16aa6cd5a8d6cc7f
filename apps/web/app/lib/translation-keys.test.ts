import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_PERMISSIONS, permissionKey } from '@abode/shared/admin-permissions';
import { FEATURE_STATES } from '@abode/shared/schemas/admin';
import { MAIL_FIELDS, SETTING_GROUPS, SITE_IMAGE_SETTINGS } from '~/config/admin-settings';
import { AUDIT_ENTITIES } from '~/config/audit-entities';
import { describe, expect, it } from 'vitest';
import { HOMEPAGE_SECTION_TYPES, PACKAGE_FEATURES, PARAMETER_TYPES, PROPERTY_TYPES, PROJECT_TYPES, RENT_DURATIONS, REQUEST_STATUSES, SLIDER_TYPES, VERIFICATION_STATUSES } from '@abode/shared/enums';
import { ENGLISH_MONEY_SUFFIXES } from '@abode/shared/format/money';
import { MATERIAL_CHANGES } from '@abode/shared/listing-edit';
import english from '@abode/shared/i18n/en.json';
import { ARTICLE_STATUSES, CONTENT_PAGES, INBOX_FILTERS } from '@abode/shared/schemas/admin-content';
import { GATEWAY_FIELDS } from '@abode/shared/schemas/admin-money';
import { CHAT_MSG } from '@abode/shared/schemas/chat';
import { categoryInput, cityInput, VERIFICATION_FIELD_TYPES } from '@abode/shared/schemas/catalogue-admin';
import { LISTING_STATES } from '@abode/shared/schemas/dashboard';
import { MONTH_NAMES } from '@abode/shared/schemas/mortgage';
import { NOTIFICATION_TYPES } from '@abode/shared/schemas/notifications';
import { MEASURE_UNITS } from '@abode/shared/units/area-conversion';
import { AREA_SETTING_UNITS } from '@abode/shared/search/parameter-kinds';

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`.replace(PLURAL, '')] : keysOf(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('+') ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const known = new Set(keysOf(english));

describe('translation keys used by the web app', () => {
  const calls = sourceFiles(APP_DIR).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*(['`])([^'`]+)\1/g)].map((match) => ({ file: path.relative(APP_DIR, file), key: match[2]! })),
  );

  it('finds the calls it checks', () => {
    expect(calls.length).toBeGreaterThan(50);
  });

  it('exist in the bundled English file', () => {
    const missing = calls.filter(({ key }) => !key.includes('${') && !known.has(key));
    expect(missing).toEqual([]);
  });

  it('cover every value of the enumerations that pick a key at run time', () => {
    const families: [string, readonly string[]][] = [
      ['money.suffix', Object.keys(ENGLISH_MONEY_SUFFIXES)],
      ['time.ago', ['second', 'minute', 'hour', 'day', 'week', 'month', 'year']],
      ['property.type', PROPERTY_TYPES],
      ['property.per', RENT_DURATIONS.map((d) => d.toLowerCase())],
      ['project.type', PROJECT_TYPES],
      ['properties.purpose', ['sell', 'rent']],
      ['property.distance', ['km', 'mi']],
      ['contact.required', ['first_name', 'last_name', 'email', 'subject', 'message']],
      ['areaConverter.unit', MEASURE_UNITS],
      ['areaConverter.symbol', MEASURE_UNITS],
      // the area filter's unit (features/properties/components/filter-fields.tsx)
      ['listSearch.unit', AREA_SETTING_UNITS],
      ['mortgage.month', MONTH_NAMES],
      ['mortgage.invalid', ['loan_amount', 'down_payment', 'interest_rate', 'loan_term_years']],
      // owner pages (lib/owner-listings/status.ts, features/projects/form/project-request.ts)
      ['myListings.status', [...REQUEST_STATUSES, 'active', 'inactive', 'sold', 'rented']],
      ['myListings.action', ['edit', 'activate', 'deactivate', 'sold', 'rented', 'available', 'delete']],
      ['myListings.tab', ['all', ...REQUEST_STATUSES, 'inactive', 'sold', 'rented']],
      ['projectForm.step', ['basics', 'location', 'media', 'floors', 'seo']],
      ['verification.state', VERIFICATION_STATUSES],
      // why a listing was recommended (features/engagement/why.ts)
      ['engage.why', ['sell', 'rent']],
      // notifications and the dashboard (features/notifications/notice-text.ts, routes/user-notifications.tsx)
      ['notice.title', NOTIFICATION_TYPES.filter((type) => type !== 'general')],
      ['notice.detail', ['property_approved', 'project_approved', 'interest', 'package_expiring', 'payment_approved', 'advertisement_expiring', 'verification_approved']],
      ['notifications.result', ['read', 'allRead', 'missing', 'failed']],
      ['dashboard.states', LISTING_STATES],
      // what sends an edited listing back to review (features/properties/form/components/steps/review-step.tsx)
      ['listingForm.review.change', MATERIAL_CHANGES],
      // chat (features/chat/chat-text.ts, features/chat/components/composer.tsx)
      ['chat.error', Object.keys(CHAT_MSG)],
      ['chat', ['micDenied', 'noMic', 'recordUnsupported']],
      // packages and payments (features/packages, routes/subscription-plan.tsx, payment-result.tsx, user-*.tsx)
      ['packagePlans.feature', PACKAGE_FEATURES],
      ['packagePlans.payWith', ['stripe', 'paypal', 'flutterwave']],
      ['payment.title', ['success', 'pending', 'failed', 'canceled']],
      ['payment.lead', ['success', 'pending']],
      ['transactions.method', ['stripe', 'paypal', 'flutterwave', 'bank_transfer', 'free']],
      ['transactions.status', ['pending', 'success', 'failed']],
      ['featured.tabs', ['property', 'project']],
      ['featured.toListings', ['property', 'project']],
      ['featured.status', ['approved', 'pending', 'rejected', 'expired']],
      // the admin console (features/admin, routes/admin-*.tsx)
      ['admin.navGroups', ['overview', 'moderation', 'people', 'catalogue', 'content', 'money', 'site']],
      ['admin.nav', ['dashboard', 'properties', 'projects', 'featured', 'verifications', 'reports', 'users', 'chat', 'categories', 'facilities', 'cities', 'reportReasons', 'verificationForm', 'articles', 'faqs', 'sliders', 'homeSections', 'pages', 'inbox', 'packages', 'userPackages', 'transactions', 'bankTransfers', 'paymentSettings', 'notifications', 'languages', 'settings', 'audit']],
      ['admin.status', ['pending', 'approved', 'rejected', 'open', 'resolved', 'dismissed', 'success', 'failed', 'expired', ...INBOX_FILTERS]],
      ['admin.featured.empty', FEATURE_STATES],
      ['admin.featured.kind', ['property', 'project']],
      ['admin.queue', ['propertiesTitle', 'propertiesLead', 'projectsTitle', 'projectsLead']],
      ['admin.queue.empty', REQUEST_STATUSES],
      ['admin.users.roles', ['any', 'user', 'staff', 'admin']],
      ['admin.users.verificationStates', VERIFICATION_STATUSES],
      ['admin.permissions', ADMIN_PERMISSIONS.map(permissionKey)],
      ['admin.audit.entities', ['any', ...AUDIT_ENTITIES]],
      // the Content area (routes/admin-articles.tsx, admin-article.tsx, admin-sliders.tsx, admin-home-sections.tsx, admin-pages.tsx, features/admin/components/rich-text-editor.tsx)
      ['admin.content.articles.statuses', ['any', ...ARTICLE_STATUSES]],
      ['admin.content.editor', ['bold', 'italic', 'underline', 'h2', 'h3', 'bulletList', 'orderedList', 'blockquote', 'link', 'undo', 'redo']],
      ['admin.content.pages.names', CONTENT_PAGES],
      ['admin.content.sections.types', HOMEPAGE_SECTION_TYPES],
      ['admin.content.sliders.types', Object.keys(SLIDER_TYPES)],
      // the catalogue (features/admin/components/catalogue-fields.tsx, choice-field-form.tsx): types, and each form field's refusal
      ['admin.catalogue.types', [...PARAMETER_TYPES, ...VERIFICATION_FIELD_TYPES]],
      ['admin.catalogue.errors', [...Object.keys(categoryInput.shape), ...Object.keys(cityInput.shape), 'name', 'reason', 'options', 'type_of_parameter', 'field_type', 'is_required', 'form']],
      // packages and payments (routes/admin-bank-transfers.tsx, admin-payment-settings.tsx), notifications (routes/admin-notifications.tsx)
      ['admin.bankTransfers.empty', ['pending', 'approved', 'rejected']],
      ['admin.paymentSettings.fields', GATEWAY_FIELDS.flatMap((gateway) => [...gateway.public, ...gateway.secret])],
      ['admin.notifications.audiences', ['all', 'selected']],
      ['admin.settings.groups', SETTING_GROUPS.map((group) => group.key)],
      ['admin.settings.fields', [...SETTING_GROUPS.flatMap((group) => group.fields), ...MAIL_FIELDS].map((field) => field.key)],
      ['admin.settings.hints', [...SETTING_GROUPS.flatMap((group) => group.fields), ...MAIL_FIELDS].filter((field) => field.hint).map((field) => field.key)],
      ['admin.settings.options', [...SETTING_GROUPS.flatMap((group) => group.fields), ...MAIL_FIELDS].flatMap((field) => (field.kind === 'choice' && field.labelled ? field.options.map((option) => `${field.key}.${option}`) : []))],
      ['admin.settings.images', SITE_IMAGE_SETTINGS],
    ];
    const templated = new Set(calls.filter(({ key }) => key.includes('${')).map(({ key }) => key.slice(0, key.indexOf('${') - 1)));
    expect([...templated].sort()).toEqual(families.map(([prefix]) => prefix).sort());
    for (const [prefix, values] of families) {
      for (const value of values) expect(known.has(`${prefix}.${value}`), `${prefix}.${value}`).toBe(true);
    }
  });
});

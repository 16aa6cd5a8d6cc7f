import { z } from 'zod';
import { PACKAGE_FEATURES, type PackageFeature } from '../enums.js';
import { decimal, flag, integer, limitField, offsetField, optionalText, requiredText, searchField } from './common.js';
import { PAYMENT_GATEWAYS, type PaymentGateway } from './payments.js';

// The admin console's packages, payments and notifications (issue #17, packages.manage and
// notifications.send): Abode's own API under /api/admin/, not part of the public contract.

// Packages

/** A feature as the package form sends it: left out, unlimited, or a whole number of uses. */
export const FEATURE_LIMIT_FIELD = (feature: PackageFeature) => `limit_${feature}` as const;
const featureLimit = (feature: PackageFeature) =>
  z
    .union([z.string(), z.number()], { error: `${feature} must be a number or unlimited` })
    .transform((value, ctx) => {
      const text = String(value).trim().toLowerCase();
      if (text === '' || text === 'none') return undefined;
      if (text === 'unlimited') return { limit_type: 'unlimited' as const, limit: null };
      const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < 1 || n > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: `${feature} must be unlimited or between 1 and 1000000` });
        return z.NEVER;
      }
      return { limit_type: 'limited' as const, limit: n };
    })
    .optional();

export const packageInput = z
  .object({
    name: requiredText('Name', 191),
    package_type: z.enum(['free', 'paid'], { error: 'package_type must be free or paid' }),
    /** major units */
    price: decimal('Price', { min: 0, max: 100_000_000 }).default(0),
    currency_code: z.string({ error: 'Currency is required' }).trim().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code'),
    duration_hours: integer('Duration', { min: 1, max: 24 * 3650 }),
    ios_product_id: optionalText('iOS product id', 191),
    status: flag('status').default(true),
    sort_order: integer('Order', { min: 0, max: 100_000 }).default(0),
    ...(Object.fromEntries(PACKAGE_FEATURES.map((f) => [FEATURE_LIMIT_FIELD(f), featureLimit(f)])) as Record<ReturnType<typeof FEATURE_LIMIT_FIELD>, ReturnType<typeof featureLimit>>),
  })
  .refine((v) => (v.package_type === 'free' ? v.price === 0 : v.price > 0), { message: 'A free package costs 0 and a paid one more than 0', path: ['price'] });
export type PackageInput = z.infer<typeof packageInput>;

/** The limits a package form sent, by feature (features left out are not in the package). */
export function limitsOf(input: PackageInput): { feature: PackageFeature; limit_type: 'limited' | 'unlimited'; limit: number | null }[] {
  return PACKAGE_FEATURES.flatMap((feature) => {
    const value = input[FEATURE_LIMIT_FIELD(feature)];
    return value ? [{ feature, ...value }] : [];
  });
}

export interface AdminPackage {
  id: number;
  name: string;
  package_type: 'free' | 'paid';
  /** major units */
  price: number;
  currency_code: string;
  duration_hours: number;
  ios_product_id: string | null;
  status: boolean;
  sort_order: number;
  features: { name: PackageFeature; limit_type: 'limited' | 'unlimited'; limit: number | null }[];
  /** users holding it now */
  holders: number;
  created_at: string;
}

export const userPackagesQuery = z.object({
  offset: offsetField,
  limit: limitField,
  user_id: integer('user_id', { min: 1 }).optional(),
  package_id: integer('package_id', { min: 1 }).optional(),
  state: z.enum(['running', 'ended', 'all'], { error: 'state must be running, ended or all' }).default('all'),
});

export const grantPackageInput = z.object({
  user_id: integer('user_id', { min: 1 }),
  package_id: integer('package_id', { min: 1 }),
  reason: requiredText('Reason', 500),
});

export const revokePackageInput = z.object({ reason: requiredText('Reason', 500) });

export interface AdminUserPackage {
  id: number;
  user: { id: number; name: string; email: string | null };
  package: { id: number; name: string };
  start_date: string;
  end_date: string;
  /** running now (not revoked, not ended) */
  running: boolean;
  revoked_at: string | null;
  revoke_reason: string | null;
  payment_transaction_id: number | null;
}

// Transactions

export const transactionsQuery = z.object({
  offset: offsetField,
  limit: limitField,
  payment_status: z.enum(['pending', 'success', 'failed'], { error: 'payment_status must be pending, success or failed' }).optional(),
  payment_gateway: z.enum([...PAYMENT_GATEWAYS, 'free'], { error: 'Unknown payment gateway' }).optional(),
  user_id: integer('user_id', { min: 1 }).optional(),
  from: z.iso.date('from must be a date (YYYY-MM-DD)').optional(),
  to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuery>;

export interface AdminTransaction {
  id: number;
  user: { id: number; name: string; email: string | null };
  package: { id: number; name: string } | null;
  /** major units */
  amount: number;
  currency_code: string;
  payment_gateway: string;
  payment_type: string;
  payment_status: 'pending' | 'success' | 'failed';
  transaction_id: string | null;
  reject_reason: string | null;
  /** the receipt's authorising address (bank transfers), for payment staff only */
  receipt_url: string | null;
  created_at: string;
}

/** Sums of the filtered transactions, per currency: all of them and the successful ones. */
export interface TransactionTotals {
  count: number;
  by_currency: { currency_code: string; count: number; amount: number; success_amount: number }[];
}

// Payment gateway settings

export interface GatewayFields {
  gateway: PaymentGateway;
  /** the on/off switch's settings key */
  switch: string;
  /** shown whole: publishable keys, currencies, bank details */
  public: readonly string[];
  /** stored encrypted, answered masked, kept when saved empty */
  secret: readonly string[];
}

export const GATEWAY_FIELDS: readonly GatewayFields[] = [
  { gateway: 'stripe', switch: 'stripe_gateway', public: ['stripe_publishable_key', 'stripe_currency'], secret: ['stripe_secret_key', 'stripe_webhook_secret'] },
  { gateway: 'paypal', switch: 'paypal_gateway', public: ['paypal_client_id', 'sandbox_mode'], secret: ['paypal_client_secret'] },
  { gateway: 'flutterwave', switch: 'flutterwave_status', public: ['flutterwave_public_key'], secret: ['flutterwave_secret_key', 'flutterwave_secret_hash'] },
  { gateway: 'bank_transfer', switch: 'bank_transfer_status', public: ['bank_details'], secret: [] },
];
export const SECRET_SETTINGS: readonly string[] = GATEWAY_FIELDS.flatMap((g) => g.secret);

const key = (label: string) => z.string({ error: `${label} must be text` }).trim().max(500, `${label} must be at most 500 characters`).regex(/^[\x21-\x7e]*$/, `${label} must be a key without spaces`).optional();
const bankDetails = z
  .string({ error: 'Bank details must be text' })
  .max(5000, 'Bank details must be at most 5000 characters')
  .refine((text) => {
    if (text.trim() === '') return true;
    try {
      const value: unknown = JSON.parse(text);
      return Array.isArray(value) && value.length <= 20 && value.every((d) => d && typeof d === 'object' && typeof d.title === 'string' && typeof d.value === 'string');
    } catch {
      return false;
    }
  }, 'Bank details must be a list of {"title", "value"} pairs')
  .optional();
const onOff = (label: string) => flag(label).transform((v) => (v === undefined ? undefined : v ? '1' : '0'));

/** Only the keys sent change; a secret sent empty keeps the stored one. */
export const paymentSettingsInput = z.strictObject(
  {
    stripe_gateway: onOff('stripe_gateway'),
    stripe_publishable_key: key('Stripe publishable key'),
    stripe_currency: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{3})?$/, 'Currency must be a three-letter code')
      .transform((c) => c.toUpperCase())
      .optional(),
    stripe_secret_key: key('Stripe secret key'),
    stripe_webhook_secret: key('Stripe webhook secret'),
    paypal_gateway: onOff('paypal_gateway'),
    paypal_client_id: key('PayPal client id'),
    sandbox_mode: onOff('sandbox_mode'),
    paypal_client_secret: key('PayPal client secret'),
    flutterwave_status: onOff('flutterwave_status'),
    flutterwave_public_key: key('Flutterwave public key'),
    flutterwave_secret_key: key('Flutterwave secret key'),
    flutterwave_secret_hash: key('Flutterwave secret hash'),
    bank_transfer_status: onOff('bank_transfer_status'),
    bank_details: bankDetails,
  },
  { error: 'Unknown setting' },
);
export type PaymentSettingsInput = z.infer<typeof paymentSettingsInput>;

/** The console's view: public values whole, secrets masked ("sk_live_…4242") or "" when unset. */
export type AdminPaymentSettings = Record<string, string>;

/** How a stored secret is shown: its kind prefix ("sk_live_", "whsec_", "FLWSECK_") and its last four characters. */
export function maskSecret(secret: string): string {
  if (secret === '') return '';
  if (secret.length <= 8) return '…';
  const prefix = /^[A-Za-z]{1,8}_(?:(?:live|test)_)?/.exec(secret)?.[0] ?? '';
  return `${prefix}…${secret.slice(-4)}`;
}

// Notifications (notifications.send)

export const notificationHistoryQuery = z.object({ offset: offsetField, limit: limitField });

export const recipientSearchQuery = z.object({ search: searchField, limit: integer('limit', { min: 1, max: 20 }).default(10) });

export interface SentNotification {
  id: number;
  title: string;
  message: string;
  image: string;
  /** everyone, or how many chosen users */
  audience: 'all' | 'selected';
  recipients: number;
  property: { id: number; slug_id: string; title: string } | null;
  sent_by: { id: number; name: string } | null;
  created_at: string;
}

export interface RecipientOption {
  id: number;
  name: string;
  email: string | null;
}

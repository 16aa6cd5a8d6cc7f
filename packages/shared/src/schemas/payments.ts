import { z } from 'zod';
import { PACKAGE_FEATURES } from '../enums.js';
import { integer, optionalText, paginationQuery, requiredText } from './common.js';

// Packages, payments and featuring (API-CONTRACT.md §2.6 "Packages & payments", "Advertising /
// featuring"). The client names only the package and the gateway; amounts come from the server.

export const PAYMENT_GATEWAYS = ['stripe', 'paypal', 'flutterwave', 'bank_transfer'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

const packageId = integer('package_id', { min: 1 });
const transactionId = integer('payment_transaction_id', { min: 1 });

export const packageIdInput = z.object({ package_id: packageId });

export const checkPackageLimitQuery = z.object({
  type: z.enum(PACKAGE_FEATURES, {
    error: (issue) => (issue.input === undefined ? 'type is required' : `type must be one of ${PACKAGE_FEATURES.join(', ')}`),
  }),
});

export const getPackageQuery = z.object({ platform_type: optionalText('platform_type', 20), platform: optionalText('platform', 20) });

export const createPaymentIntentInput = z.object({
  package_id: packageId,
  platform_type: z.enum(['app', 'web']).default('web'),
});

/** The web's hosted checkout: the gateway to pay with. */
export const checkoutInput = z.object({ package_id: packageId, gateway: z.enum(['stripe', 'paypal', 'flutterwave']) });

export const paypalQuery = z.object({ package_id: packageId, amount: optionalText('amount', 20) });

export const transactionIdInput = z.object({ payment_transaction_id: transactionId });

export const paymentDetailsQuery = paginationQuery.extend({
  payment_type: z.enum(['online payment', 'bank transfer', 'free']).optional(),
});

export const rejectPaymentInput = z.object({ reason: requiredText('reason', 500) });

export const adminTransactionsQuery = paginationQuery.extend({
  payment_status: z.enum(['pending', 'success', 'failed']).optional(),
  payment_type: z.enum(['online payment', 'bank transfer', 'free']).optional(),
});

export const storeAdvertisementInput = z
  .object({
    feature_for: z.enum(['property', 'project']).default('property'),
    property_id: integer('property_id', { min: 1 }).optional(),
    project_id: integer('project_id', { min: 1 }).optional(),
  })
  .refine((v) => (v.feature_for === 'property' ? v.property_id !== undefined : v.project_id !== undefined), {
    error: (issue) => ((issue.input as { feature_for?: string }).feature_for === 'project' ? 'project_id is required' : 'property_id is required'),
  });

export const deleteAdvertisementInput = z.object({ id: integer('id', { min: 1 }) });

export const featuredDataQuery = paginationQuery.extend({ type: z.enum(['property', 'project']).default('property') });

/** check-package-limit's answer (SPEC §3). */
export interface PackageAvailability {
  package_available: boolean;
  feature_available: boolean;
  limit_available: boolean;
}

/** A feature of a package as get-package answers it. */
export interface PackageFeatureItem {
  id: number;
  name: string;
  translated_name: string;
  limit_type: 'limited' | 'unlimited';
  /** null when unlimited */
  limit: number | null;
}

/** A package on sale (get-package `data`). */
export interface PackageItem {
  id: number;
  name: string;
  translated_name: string;
  package_type: 'free' | 'paid';
  /** major units */
  price: number;
  currency_code: string;
  ios_product_id: string | null;
  /** hours */
  duration: number;
  created_at: string;
  /** 'active': the user holds it; 'review': a bank transfer for it waits for the admin */
  package_status: 'active' | 'review' | null;
  payment_transaction_id: number | null;
  features: PackageFeatureItem[];
}

/** A running holding (get-package `active_packages`). */
export interface ActivePackage extends Omit<PackageItem, 'package_status' | 'features'> {
  user_package_id: number;
  start_date: string;
  end_date: string;
  is_active: 1;
  features: (PackageFeatureItem & { used_limit: number; total_limit: number | null })[];
}

export interface PackageCatalogue {
  data: PackageItem[];
  active_packages: ActivePackage[];
  all_features: { id: number; name: string; translated_name: string }[];
}

/** A payment as get_payment_details answers it. */
export interface PaymentItem {
  id: number;
  package_id: number | null;
  /** major units */
  amount: number;
  currency_code: string;
  payment_gateway: string;
  payment_type: 'online payment' | 'bank transfer' | 'free';
  payment_status: 'pending' | 'success' | 'failed';
  transaction_id: string | null;
  has_receipt: boolean;
  reject_reason: string | null;
  created_at: string;
  package: { id: number; name: string | null; price: number | null } | null;
}

/** One of the user's featured listings (get-featured-data). */
export interface FeaturedItem {
  id: number;
  /** 0 approved, 1 pending, 2 rejected, 3 expired */
  status: number;
  is_enable: boolean;
  feature_for: 'property' | 'project';
  start_date: string;
  end_date: string;
  property_id: number | null;
  project_id: number | null;
  property?: { id: number; slug_id: string; title: string; translated_title?: string; title_image: string } | null;
  project?: { id: number; slug_id: string; title: string; translated_title?: string; image: string } | null;
}

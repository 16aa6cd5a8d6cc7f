import type { FeaturedItem, PackageAvailability, PackageCatalogue, PaymentItem } from '@abode/shared/schemas/payments';
import type { ApiClient } from '~/lib/api-client';

// Packages, payments and featuring as the web app asks for them (API-CONTRACT.md §2.6).

export const HISTORY_PAGE_SIZE = 20;
export const FEATURED_PAGE_SIZE = 20;
/** Hosted checkouts the web offers; bank transfer has a form of its own. */
export const HOSTED_GATEWAYS = ['stripe', 'paypal', 'flutterwave'] as const;
export type HostedGateway = (typeof HOSTED_GATEWAYS)[number];

export async function fetchCatalogue(api: ApiClient): Promise<PackageCatalogue> {
  const response = await api.get<PackageCatalogue['data']>('get-package');
  const siblings = response as unknown as Omit<PackageCatalogue, 'data'>;
  return { data: response.data, active_packages: siblings.active_packages ?? [], all_features: siblings.all_features ?? [] };
}

/** The gateways the admin switched on (get_payment_settings). */
export async function fetchEnabledGateways(api: ApiClient): Promise<string[]> {
  const response = await api.get<{ type: string; data: string }[]>('get_payment_settings');
  const enabled = (response as { enabled_gateways?: unknown }).enabled_gateways;
  return Array.isArray(enabled) ? enabled.filter((g): g is string => typeof g === 'string') : [];
}

export async function assignFreePackage(api: ApiClient, packageId: number): Promise<string> {
  return (await api.post('assign_package', new URLSearchParams({ package_id: String(packageId) }))).message;
}

/** A hosted checkout: where to send the browser. */
export async function startCheckout(api: ApiClient, packageId: number, gateway: HostedGateway): Promise<{ redirect_url: string; payment_transaction_id: number }> {
  return (await api.post<{ redirect_url: string; payment_transaction_id: number }>('checkout', new URLSearchParams({ package_id: String(packageId), gateway }))).data;
}

export async function initiateBankTransfer(api: ApiClient, packageId: number, receipt: File): Promise<string> {
  const form = new FormData();
  form.set('package_id', String(packageId));
  form.set('file', receipt);
  return (await api.post('initiate-bank-transfer', form)).message;
}

export async function fetchPaymentStatus(api: ApiClient, transactionId: number): Promise<PaymentItem> {
  return (await api.get<PaymentItem>('payment-status', { payment_transaction_id: transactionId })).data;
}

export async function markPaymentFailed(api: ApiClient, transactionId: number): Promise<void> {
  await api.post('payment-transaction-fail', new URLSearchParams({ payment_transaction_id: String(transactionId) }));
}

export async function fetchPaymentHistory(api: ApiClient, page: { offset: number; limit: number }): Promise<{ items: PaymentItem[]; total: number }> {
  const response = await api.get<PaymentItem[]>('get_payment_details', page);
  return { items: response.data, total: response.total ?? 0 };
}

export async function fetchFeatured(api: ApiClient, type: 'property' | 'project', page: { offset: number; limit: number }): Promise<{ items: FeaturedItem[]; total: number }> {
  const response = await api.get<FeaturedItem[]>('get-featured-data', { type, ...page });
  return { items: response.data, total: response.total ?? 0 };
}

export async function deleteFeatured(api: ApiClient, id: number): Promise<string> {
  return (await api.post('delete_advertisement', new URLSearchParams({ id: String(id) }))).message;
}

/** check-package-limit: whether the user holds a package with a unit of `type` left. */
export async function fetchPackageLimit(api: ApiClient, type: string): Promise<PackageAvailability> {
  return (await api.get<PackageAvailability>('check-package-limit', { type })).data;
}

/** store_advertisement for an own approved property (spends property_feature). */
export async function featureProperty(api: ApiClient, propertyId: number): Promise<string> {
  return (await api.post('store_advertisement', new URLSearchParams({ feature_for: 'property', property_id: String(propertyId) }))).message;
}

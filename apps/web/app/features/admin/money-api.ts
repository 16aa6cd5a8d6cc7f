import type { AdminPackage, AdminPaymentSettings, AdminTransaction, AdminUserPackage, RecipientOption, SentNotification, TransactionTotals } from '@abode/shared/schemas/admin-money';
import type { ApiClient } from '~/lib/api-client';
import type { Paged } from './api';

// The console's packages, payments and notifications calls (/api/admin/*, ADR 027, 033).

export async function fetchAdminPackages(api: ApiClient): Promise<AdminPackage[]> {
  return (await api.get<AdminPackage[]>('admin/packages')).data;
}

/** Creates (no id) or replaces a package; the form's fields are the API's. */
export async function savePackage(api: ApiClient, id: number | null, fields: URLSearchParams): Promise<string> {
  return (await api.post(id === null ? 'admin/packages' : `admin/packages/${id}`, fields)).message;
}

export async function deletePackage(api: ApiClient, id: number): Promise<string> {
  return (await api.delete(`admin/packages/${id}`)).message;
}

export async function fetchUserPackages(api: ApiClient, query: { user_id?: string | undefined; package_id?: string | undefined; state: string; offset: number; limit: number }): Promise<Paged<AdminUserPackage>> {
  const response = await api.get<AdminUserPackage[]>('admin/user-packages', query);
  return { items: response.data, total: response.total ?? 0 };
}

export async function grantPackage(api: ApiClient, input: { user_id: string; package_id: string; reason: string }): Promise<string> {
  return (await api.post('admin/user-packages', new URLSearchParams(input))).message;
}

export async function revokePackage(api: ApiClient, id: number, reason: string): Promise<string> {
  return (await api.post(`admin/user-packages/${id}/revoke`, new URLSearchParams({ reason }))).message;
}

export type TransactionFilters = { payment_status?: string | undefined; payment_gateway?: string | undefined; user_id?: string | undefined; from?: string | undefined; to?: string | undefined };

export async function fetchTransactions(api: ApiClient, query: TransactionFilters & { offset: number; limit: number }): Promise<Paged<AdminTransaction> & { totals: TransactionTotals }> {
  const response = await api.get<AdminTransaction[]>('admin/transactions', query);
  const totals = (response as unknown as { totals?: TransactionTotals }).totals ?? { count: 0, by_currency: [] };
  return { items: response.data, total: response.total ?? 0, totals };
}

export async function decideBankTransfer(api: ApiClient, id: number, decision: { approve: true } | { approve: false; reason: string }): Promise<string> {
  const body = new URLSearchParams(decision.approve ? {} : { reason: decision.reason });
  return (await api.post(`admin/bank-transfers/${id}/${decision.approve ? 'approve' : 'reject'}`, body)).message;
}

export async function fetchPaymentSettings(api: ApiClient): Promise<AdminPaymentSettings> {
  return (await api.get<AdminPaymentSettings>('admin/payment-settings')).data;
}

export async function savePaymentSettings(api: ApiClient, values: Record<string, string>): Promise<string> {
  return (await api.post('admin/payment-settings', new URLSearchParams(values))).message;
}

export async function fetchSentNotifications(api: ApiClient, query: { offset: number; limit: number }): Promise<Paged<SentNotification>> {
  const response = await api.get<SentNotification[]>('admin/notifications', query);
  return { items: response.data, total: response.total ?? 0 };
}

/** Sends the console's form as it came (multipart: the picture goes along). */
export async function sendNotification(api: ApiClient, form: FormData): Promise<string> {
  return (await api.post('admin/notifications', form)).message;
}

/** The picker's search, from the browser (the session cookie authorises it). */
export async function searchRecipients(search: string, signal?: AbortSignal): Promise<RecipientOption[]> {
  const response = await fetch(`/api/admin/notifications/recipients?${new URLSearchParams({ search, limit: '10' })}`, { credentials: 'same-origin', signal });
  if (!response.ok) return [];
  const body = (await response.json()) as { data?: RecipientOption[] };
  return Array.isArray(body.data) ? body.data : [];
}

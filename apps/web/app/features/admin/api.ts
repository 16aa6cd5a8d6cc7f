import type { AdminMailSettings, SiteImageSetting } from '@abode/shared/schemas/admin-site';
import type { AdminPermission } from '@abode/shared/admin-permissions';
import type {
  AdminDashboard,
  AdminLanguage,
  LanguageStringRow,
  AdminMe,
  AdminUserDetail,
  AdminUserRow,
  AuditEntry,
  FeatureState,
  QueueFeature,
  QueueListing,
  QueueReport,
  QueueVerification,
} from '@abode/shared/schemas/admin';
import type { PlaceAlias } from '@abode/shared/schemas/search';
import type { ApiClient, QueryParams } from '~/lib/api-client';

// The admin console's calls (/api/admin/*, ADR 027).

export const ADMIN_PAGE_SIZE = 20;

export type ListingKind = 'properties' | 'projects';
export type ReviewState = 'pending' | 'approved' | 'rejected';

export interface Paged<T> {
  items: T[];
  total: number;
}

async function paged<T>(api: ApiClient, endpoint: string, query: QueryParams): Promise<Paged<T>> {
  const response = await api.get<T[]>(endpoint, query);
  return { items: response.data, total: response.total ?? 0 };
}

export async function fetchAdminMe(api: ApiClient): Promise<AdminMe> {
  return (await api.get<AdminMe>('admin/me')).data;
}

export async function fetchAdminDashboard(api: ApiClient): Promise<AdminDashboard> {
  return (await api.get<AdminDashboard>('admin/dashboard')).data;
}

export function fetchListingQueue(api: ApiClient, kind: ListingKind, query: { request_status: ReviewState; search?: string | undefined; offset: number; limit: number }) {
  return paged<QueueListing>(api, `admin/${kind}`, query);
}

/** One listing approved, or rejected with the reason its owner reads. */
export async function decideListing(api: ApiClient, kind: ListingKind, id: number, decision: { approve: true } | { approve: false; reason: string }): Promise<string> {
  const body = new URLSearchParams(decision.approve ? {} : { reason: decision.reason });
  return (await api.post(`admin/${kind}/${id}/${decision.approve ? 'approve' : 'reject'}`, body)).message;
}

export async function decideListings(api: ApiClient, kind: ListingKind, ids: number[], decision: { approve: true } | { approve: false; reason: string }) {
  const body = new URLSearchParams({ ids: ids.join(','), decision: decision.approve ? 'approve' : 'reject', ...(decision.approve ? {} : { reason: decision.reason }) });
  return (await api.post<{ id: number; ok: boolean; message: string | null }[]>(`admin/${kind}/bulk`, body)).data;
}

export function fetchVerificationQueue(api: ApiClient, query: { status: 'pending' | 'success' | 'failed'; offset: number; limit: number }) {
  return paged<QueueVerification>(api, 'admin/verification', query);
}

export async function reviewVerification(api: ApiClient, id: number, decision: { approve: true } | { approve: false; reason: string }): Promise<string> {
  const body = new URLSearchParams(decision.approve ? {} : { reason: decision.reason });
  return (await api.post(`admin/verification/${id}/${decision.approve ? 'approve' : 'reject'}`, body)).message;
}

export function fetchFeatureQueue(api: ApiClient, query: { status: FeatureState; offset: number; limit: number }) {
  return paged<QueueFeature>(api, 'admin/advertisements', query);
}

/** A feature request approved, or rejected with the reason its owner reads. */
export async function decideFeature(api: ApiClient, id: number, decision: { approve: true } | { approve: false; reason: string }): Promise<string> {
  const body = new URLSearchParams(decision.approve ? {} : { reason: decision.reason });
  return (await api.post(`admin/advertisements/${id}/${decision.approve ? 'approve' : 'reject'}`, body)).message;
}

export function fetchReportQueue(api: ApiClient, query: { status: 'open' | 'resolved' | 'dismissed'; offset: number; limit: number }) {
  return paged<QueueReport>(api, 'admin/reports', query);
}

export async function closeReport(api: ApiClient, id: number, input: { status: 'resolved' | 'dismissed'; note: string }): Promise<string> {
  return (await api.post(`admin/reports/${id}/close`, new URLSearchParams(input))).message;
}

export function fetchUsers(api: ApiClient, query: { search?: string | undefined; role?: string | undefined; is_active?: string | undefined; is_agent?: string | undefined; offset: number; limit: number }) {
  return paged<AdminUserRow>(api, 'admin/users', query);
}

export async function fetchUser(api: ApiClient, id: number): Promise<AdminUserDetail> {
  return (await api.get<AdminUserDetail>(`admin/users/${id}`)).data;
}

export async function setUserActive(api: ApiClient, id: number, active: boolean): Promise<string> {
  return (await api.post(`admin/users/${id}/status`, new URLSearchParams({ is_active: active ? '1' : '0' }))).message;
}

export async function createStaff(api: ApiClient, input: { name: string; email: string; password: string; permissions: string[] }): Promise<AdminUserDetail> {
  const body = new URLSearchParams({ name: input.name, email: input.email, password: input.password });
  for (const permission of input.permissions) body.append('permissions[]', permission);
  return (await api.post<AdminUserDetail>('admin/staff', body)).data;
}

export async function setStaffPermissions(api: ApiClient, id: number, permissions: AdminPermission[]): Promise<string> {
  const body = new URLSearchParams();
  for (const permission of permissions) body.append('permissions[]', permission);
  return (await api.post(`admin/staff/${id}/permissions`, body)).message;
}

export function fetchAuditLog(api: ApiClient, query: { entity?: string | undefined; action?: string | undefined; actor_id?: string | undefined; from?: string | undefined; to?: string | undefined; offset: number; limit: number }) {
  return paged<AuditEntry>(api, 'admin/audit-log', query);
}

export const LANGUAGE_STRINGS_PAGE_SIZE = 50;

export async function fetchLanguages(api: ApiClient): Promise<AdminLanguage[]> {
  return (await api.get<AdminLanguage[]>('admin/languages')).data;
}

export async function addLanguage(api: ApiClient, input: { code: string; name: string; rtl: boolean }): Promise<string> {
  return (await api.post('admin/languages', new URLSearchParams({ code: input.code, name: input.name, rtl: input.rtl ? '1' : '0' }))).message;
}

export async function fetchPlaceAliases(api: ApiClient): Promise<PlaceAlias[]> {
  return (await api.get<PlaceAlias[]>('admin/place-aliases')).data;
}

export async function addPlaceAlias(api: ApiClient, input: { alias: string; place: string }): Promise<string> {
  return (await api.post('admin/place-aliases', new URLSearchParams(input))).message;
}

export async function deletePlaceAlias(api: ApiClient, id: number): Promise<string> {
  return (await api.delete(`admin/place-aliases/${id}`)).message;
}

export async function updateLanguage(api: ApiClient, id: number, input: Record<string, string>): Promise<string> {
  return (await api.post(`admin/languages/${id}`, new URLSearchParams(input))).message;
}

export function fetchLanguageStrings(api: ApiClient, id: number, query: { search?: string | undefined; missing?: string | undefined; offset: number; limit: number }) {
  return paged<LanguageStringRow>(api, `admin/languages/${id}/strings`, query);
}

export async function setLanguageString(api: ApiClient, id: number, key: string, value: string): Promise<string> {
  return (await api.post(`admin/languages/${id}/strings`, new URLSearchParams({ key, value }))).message;
}

export async function uploadLanguageFile(api: ApiClient, id: number, file: File): Promise<string> {
  const body = new FormData();
  body.set('file', file, file.name);
  return (await api.post(`admin/languages/${id}/file`, body)).message;
}

/** The file's download address: a plain link, the browser's session cookie authorises it. */
export const languageFileUrl = (id: number) => `/api/admin/languages/${id}/file`;

export async function fetchAdminSettings(api: ApiClient): Promise<Record<string, string>> {
  return (await api.get<Record<string, string>>('admin/settings')).data;
}

export async function saveAdminSettings(api: ApiClient, values: Record<string, string>): Promise<string> {
  return (await api.post('admin/settings', new URLSearchParams(values))).message;
}

/** A logo, the favicon or the placeholder (multipart `image`). */
export async function uploadSiteImage(api: ApiClient, key: SiteImageSetting, image: File): Promise<string> {
  const body = new FormData();
  body.set('image', image);
  return (await api.post(`admin/settings/images/${key}`, body)).message;
}

/** The SMTP settings, the password masked. */
export async function fetchMailSettings(api: ApiClient): Promise<AdminMailSettings> {
  return (await api.get<AdminMailSettings>('admin/settings/mail')).data;
}

export async function saveMailSettings(api: ApiClient, values: Record<string, string>): Promise<string> {
  return (await api.post('admin/settings/mail', new URLSearchParams(values))).message;
}

/** Sends a test mail to the signed-in admin; a refusal carries the SMTP server's error. */
export async function sendTestMail(api: ApiClient): Promise<string> {
  return (await api.post('admin/settings/mail/test', new URLSearchParams())).message;
}

export async function setDemoMode(api: ApiClient, on: boolean): Promise<string> {
  return (await api.post('admin/settings/demo-mode', new URLSearchParams({ demo_mode: on ? '1' : '0' }))).message;
}

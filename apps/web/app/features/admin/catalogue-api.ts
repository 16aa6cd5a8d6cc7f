import type { AdminCategory, AdminCategoryDetail, AdminCity, AdminFacility, AdminReportReason, AdminVerificationField } from '@abode/shared/schemas/catalogue-admin';
import type { ApiClient } from '~/lib/api-client';

// The console's catalogue calls (/api/admin/…, catalogue.manage).

export async function fetchAdminCategories(api: ApiClient): Promise<AdminCategory[]> {
  return (await api.get<AdminCategory[]>('admin/categories')).data;
}

export async function fetchAdminCategory(api: ApiClient, id: number): Promise<AdminCategoryDetail> {
  return (await api.get<AdminCategoryDetail>(`admin/categories/${id}`)).data;
}

export async function fetchAdminFacilities(api: ApiClient): Promise<AdminFacility[]> {
  return (await api.get<AdminFacility[]>('admin/facilities')).data;
}

export async function fetchAdminCities(api: ApiClient): Promise<AdminCity[]> {
  return (await api.get<AdminCity[]>('admin/cities')).data;
}

export async function fetchAdminReportReasons(api: ApiClient): Promise<AdminReportReason[]> {
  return (await api.get<AdminReportReason[]>('admin/report-reasons')).data;
}

export async function fetchAdminVerificationFields(api: ApiClient): Promise<AdminVerificationField[]> {
  return (await api.get<AdminVerificationField[]>('admin/verification-fields')).data;
}

/** A catalogue form sent to the API (multipart when it carries a picture): the API's message and the saved record's id. */
export async function saveCatalogue(api: ApiClient, endpoint: string, body: FormData | URLSearchParams): Promise<{ message: string; id?: number }> {
  const response = await api.post<{ id?: unknown }>(endpoint, body);
  const id = response.data.id;
  return typeof id === 'number' ? { message: response.message, id } : { message: response.message };
}

export async function deleteCatalogue(api: ApiClient, endpoint: string): Promise<string> {
  return (await api.delete(endpoint)).message;
}

/** Saves a list's new order (every id once, first to last). */
export async function saveOrder(api: ApiClient, endpoint: string, ids: readonly number[]): Promise<string> {
  return (await api.post(endpoint, new URLSearchParams({ ids: ids.join(',') }))).message;
}

/** The ids with `id` moved one place up or down (unchanged at either end). */
export function moved(ids: readonly number[], id: number, direction: 'up' | 'down'): number[] {
  const list = [...ids];
  const from = list.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= list.length) return list;
  [list[from], list[to]] = [list[to]!, list[from]!];
  return list;
}

import type { PersonalisedFields, Recommendation, RecommendationReason } from '@abode/shared/schemas/personalisation';
import type { Property } from '@abode/shared/schemas/properties';
import type { ReportReason } from '@abode/shared/schemas/reports';
import type { ApiClient, ApiQuery } from '~/lib/api-client';

export const FAVOURITES_PAGE_SIZE = 12;
export const RECOMMENDED_COUNT = 8;

/** What a user can do from a card, the detail page or a profile (`on` 1/0 switches the first three). */
export type EngageIntent = 'favourite' | 'interest' | 'block' | 'report';
export const ENGAGE_INTENTS: readonly EngageIntent[] = ['favourite', 'interest', 'block', 'report'];

function form(values: Record<string, string | number>): URLSearchParams {
  return new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)]));
}

export async function setFavourite(api: ApiClient, propertyId: number, on: boolean): Promise<string> {
  return (await api.post('add_favourite', form({ property_id: propertyId, type: on ? 1 : 0 }))).message;
}

export async function setInterest(api: ApiClient, propertyId: number, on: boolean): Promise<string> {
  return (await api.post('interested_users', form({ property_id: propertyId, type: on ? 1 : 0 }))).message;
}

export async function reportListing(api: ApiClient, propertyId: number, reasonId: number, otherMessage: string): Promise<string> {
  return (await api.post('add_reports', form({ property_id: propertyId, reason_id: reasonId, ...(reasonId === 0 ? { other_message: otherMessage } : {}) }))).message;
}

export async function setBlocked(api: ApiClient, userId: number, on: boolean): Promise<string> {
  return (await api.post(on ? 'block-user' : 'unblock-user', form({ to_user_id: userId }))).message;
}

export async function fetchReportReasons(api: ApiClient): Promise<{ id: number; label: string }[]> {
  const { data } = await api.get<ReportReason[]>('get_report_reasons');
  return data.map((r) => ({ id: r.id, label: r.translated_reason || r.reason }));
}

export async function fetchFavourites(api: ApiClient, page: { offset: number; limit: number }): Promise<{ items: Property[]; total: number }> {
  const answer = await api.get<Property[]>('get_favourite_property', page);
  return { items: answer.data, total: answer.total ?? 0 };
}

export async function fetchPreferences(api: ApiClient): Promise<PersonalisedFields> {
  return (await api.get<PersonalisedFields>('personalised-fields')).data;
}

export async function savePreferences(api: ApiClient, body: URLSearchParams): Promise<string> {
  return (await api.post('personalised-fields', body)).message;
}

export async function clearPreferences(api: ApiClient): Promise<void> {
  await api.delete('personalised-fields');
}

export async function fetchRecommendations(api: ApiClient, limit: number): Promise<{ listing: Property; reasons: RecommendationReason[] }[]> {
  const { data } = await api.get<Recommendation[]>('get_user_recommendation', { limit });
  return data.map(({ recommendation_reasons, ...listing }) => ({ listing, reasons: recommendation_reasons }));
}

/** Reasons a listing can be reported for (a short list that changes rarely: cached in the browser). */
export const reportReasonsQuery: ApiQuery<{ id: number; label: string }[]> = {
  key: ['engagement', 'report-reasons'],
  fetch: fetchReportReasons,
};

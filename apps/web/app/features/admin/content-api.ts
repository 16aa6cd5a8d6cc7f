import type {
  AdminArticle,
  AdminArticleCategory,
  AdminArticleRow,
  AdminContactMessage,
  AdminFaq,
  AdminHomeSection,
  AdminSlider,
  ContentPage,
} from '@abode/shared/schemas/admin-content';
import type { ApiClient } from '~/lib/api-client';
import type { Paged } from './api';

// The console's Content area (/api/admin/*, content.manage; issue #17, ADR 032).

export async function fetchAdminArticles(api: ApiClient, query: { search?: string | undefined; status?: string | undefined; category_id?: string | undefined; offset: number; limit: number }): Promise<Paged<AdminArticleRow>> {
  const response = await api.get<AdminArticleRow[]>('admin/articles', query);
  return { items: response.data, total: response.total ?? 0 };
}

export async function fetchAdminArticle(api: ApiClient, id: number): Promise<AdminArticle> {
  return (await api.get<AdminArticle>(`admin/articles/${id}`)).data;
}

/** Create (no id) or edit an article: the form's fields and its picture, as multipart. */
export async function saveArticle(api: ApiClient, id: number | null, form: FormData): Promise<{ message: string; article: AdminArticle }> {
  const response = await api.post<AdminArticle>(id === null ? 'admin/articles' : `admin/articles/${id}`, form);
  return { message: response.message, article: response.data };
}

export async function setArticleStatus(api: ApiClient, id: number, published: boolean): Promise<string> {
  return (await api.post(`admin/articles/${id}/status`, new URLSearchParams({ status: published ? '1' : '0' }))).message;
}

export async function deleteArticle(api: ApiClient, id: number): Promise<string> {
  return (await api.delete(`admin/articles/${id}`)).message;
}

export async function fetchArticleCategories(api: ApiClient): Promise<AdminArticleCategory[]> {
  return (await api.get<AdminArticleCategory[]>('admin/article-categories')).data;
}

export async function saveArticleCategory(api: ApiClient, id: number | null, category: string): Promise<string> {
  return (await api.post(id === null ? 'admin/article-categories' : `admin/article-categories/${id}`, new URLSearchParams({ category }))).message;
}

export async function deleteArticleCategory(api: ApiClient, id: number): Promise<string> {
  return (await api.delete(`admin/article-categories/${id}`)).message;
}

export async function fetchAdminFaqs(api: ApiClient): Promise<AdminFaq[]> {
  return (await api.get<AdminFaq[]>('admin/faqs')).data;
}

export async function saveFaq(api: ApiClient, id: number | null, input: { question: string; answer: string; sort_order: string; status: boolean }): Promise<string> {
  const body = new URLSearchParams({ question: input.question, answer: input.answer, status: input.status ? '1' : '0' });
  if (input.sort_order) body.set('sort_order', input.sort_order);
  return (await api.post(id === null ? 'admin/faqs' : `admin/faqs/${id}`, body)).message;
}

export async function deleteFaq(api: ApiClient, id: number): Promise<string> {
  return (await api.delete(`admin/faqs/${id}`)).message;
}

export async function fetchAdminSliders(api: ApiClient): Promise<AdminSlider[]> {
  return (await api.get<AdminSlider[]>('admin/sliders')).data;
}

export async function saveSlider(api: ApiClient, id: number | null, form: FormData): Promise<string> {
  return (await api.post(id === null ? 'admin/sliders' : `admin/sliders/${id}`, form)).message;
}

export async function deleteSlider(api: ApiClient, id: number): Promise<string> {
  return (await api.delete(`admin/sliders/${id}`)).message;
}

export async function fetchHomeSections(api: ApiClient): Promise<AdminHomeSection[]> {
  return (await api.get<AdminHomeSection[]>('admin/homepage-sections')).data;
}

export async function saveHomeSections(api: ApiClient, sections: { id: number; title: string; sort_order: number; is_active: boolean }[]): Promise<string> {
  const body = new URLSearchParams();
  sections.forEach((s, i) => {
    body.set(`sections[${i}][id]`, String(s.id));
    body.set(`sections[${i}][title]`, s.title);
    body.set(`sections[${i}][sort_order]`, String(s.sort_order));
    body.set(`sections[${i}][is_active]`, s.is_active ? '1' : '0');
  });
  return (await api.post('admin/homepage-sections', body)).message;
}

export async function fetchContentPages(api: ApiClient): Promise<Record<ContentPage, string>> {
  return (await api.get<Record<ContentPage, string>>('admin/pages')).data;
}

export async function saveContentPage(api: ApiClient, page: ContentPage, html: string): Promise<string> {
  return (await api.post(`admin/pages/${page}`, new URLSearchParams({ body: html }))).message;
}

export async function fetchInbox(api: ApiClient, query: { search?: string | undefined; filter: string; offset: number; limit: number }): Promise<Paged<AdminContactMessage> & { unread: number }> {
  const response = await api.get<AdminContactMessage[]>('admin/contact-messages', query);
  return { items: response.data, total: response.total ?? 0, unread: Number((response as { unread?: number }).unread ?? 0) };
}

export async function fetchInboxMessage(api: ApiClient, id: number): Promise<AdminContactMessage> {
  return (await api.get<AdminContactMessage>(`admin/contact-messages/${id}`)).data;
}

export async function markInboxMessage(api: ApiClient, id: number, read: boolean): Promise<string> {
  return (await api.post(`admin/contact-messages/${id}/read`, new URLSearchParams({ read: read ? '1' : '0' }))).message;
}

export async function replyToInboxMessage(api: ApiClient, id: number, message: string): Promise<string> {
  return (await api.post(`admin/contact-messages/${id}/reply`, new URLSearchParams({ message }))).message;
}

/** Every active category, for a slider that opens one. */
export async function fetchSliderCategories(api: ApiClient): Promise<{ id: number; category: string }[]> {
  return (await api.get<{ id: number; category: string }[]>('get_categories', { limit: 100 })).data.map((c) => ({ id: c.id, category: c.category }));
}

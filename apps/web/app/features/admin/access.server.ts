import { type AppLoadContext, data } from 'react-router';
import type { AdminPermission } from '@abode/shared/admin-permissions';
import type { AdminMe } from '@abode/shared/schemas/admin';
import { ApiRequestError, type ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import { fetchAdminMe } from './api';

/** The 403 page: the page boundary shows it to signed-in people the console is not for. */
export const forbiddenPage = () => data(null, { status: 403 });

/**
 * Every /admin page starts here: visitors go to log in (and come back), accounts that are not
 * staff — or staff without the page's permission — get the 403 page. The API checks the same
 * on every call (ADR 027); this only decides what the page shows.
 */
export async function requireStaff(request: Request, context: AppLoadContext, permission?: AdminPermission): Promise<{ api: ApiClient; me: AdminMe }> {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const api = serverApi(request, context);
  try {
    const me = await fetchAdminMe(api);
    if (permission && !me.permissions.includes(permission)) throw forbiddenPage();
    return { api, me };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 401) throw loginRedirect(request);
    if (error.status === 403) throw forbiddenPage();
    throw error;
  }
}

/** The record a page is about: the API's 404 becomes the not-found page, its 403 the 403 page. */
export async function loadRecord<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof ApiRequestError && error.status === 403) throw forbiddenPage();
    throw error;
  }
}

export interface AdminOutcome {
  ok: boolean;
  /** the API's message, translated by the page */
  message: string;
  /** a translation key said instead of the message: the page's own refusals */
  key?: string;
  /** bulk actions: how many were done and how many refused */
  done?: number;
  failed?: number;
  /** which of the page's forms answered (pages with several forms show field errors in that one) */
  form?: string;
  /** the record a form saved */
  id?: number;
  /** refusals about one field, by field name: the API's message (or the page's own check) */
  fieldErrors?: Record<string, string>;
}

/** A refusal the page makes itself, before calling the API (said by its translation key). */
export const refuse = (key: string) => data<AdminOutcome>({ ok: false, message: '', key }, { status: 400 });

/** Runs a console form's call (the API checks its Origin and access): its message on success or refusal; a lost session goes to log in. */
export async function adminAction(
  request: Request,
  run: () => Promise<string | Omit<AdminOutcome, 'ok'>>,
  /** which form answered; which field a refusal is about, and what the toast then says (a translation key) */
  about: Pick<AdminOutcome, 'form'> & { fieldOf?: (message: string) => string | undefined; fieldKey?: string } = {},
) {
  const { form, fieldOf, fieldKey } = about;
  try {
    const outcome = await run();
    return data<AdminOutcome>(typeof outcome === 'string' ? { ok: true, message: outcome, form } : { ok: true, form, ...outcome });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 401) throw loginRedirect(request);
    const field = fieldOf?.(error.message);
    const aboutField = field ? { fieldErrors: { [field]: error.message }, ...(fieldKey ? { key: fieldKey } : {}) } : {};
    return data<AdminOutcome>({ ok: false, message: error.message, form, ...aboutField }, { status: error.isClientError ? error.status : 502 });
  }
}

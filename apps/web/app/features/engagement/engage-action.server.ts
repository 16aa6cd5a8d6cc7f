import { data, redirect, type AppLoadContext } from 'react-router';
import { MSG } from '@abode/shared/messages';
import { integer } from '@abode/shared/schemas/common';
import { paths } from '~/config/paths';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { hasSessionCookie, safeRedirectPath } from '~/lib/session.server';
import { ENGAGE_INTENTS, reportListing, setBlocked, setFavourite, setInterest, type EngageIntent } from './api';

export type EngageResult = { ok: true; intent: EngageIntent; id: number; on: boolean; message: string } | { ok: false; intent: EngageIntent | null; id: number | null; message: string };

const idSchema = integer('id', { min: 1 });
const reasonSchema = integer('reason_id', { min: 0 });

const isIntent = (value: unknown): value is EngageIntent => ENGAGE_INTENTS.includes(value as EngageIntent);

/**
 * Favourite, interest, report and block posts from cards, the detail page and profiles. Fetchers
 * send `js=1` and get the result; a plain form post (no JavaScript) is sent back to `returnTo`.
 * A visitor is taken to log in and comes back to `returnTo` (the listing) afterwards.
 */
export async function engageAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const returnTo = safeRedirectPath(request, form.get('returnTo'));
  const fromScript = form.get('js') === '1';
  const intent = form.get('intent');
  const id = idSchema.safeParse(form.get('id'));
  // a visitor logs in and comes back to the listing they acted on (or the page, for profiles)
  const afterLogin = safeRedirectPath(request, form.get('listing'), returnTo);
  if (!hasSessionCookie(request)) throw redirect(paths.loginTo(afterLogin));
  if (!isIntent(intent) || !id.success) return data<EngageResult>({ ok: false, intent: isIntent(intent) ? intent : null, id: null, message: MSG.invalidInput }, { status: 400 });
  const on = intent === 'report' || form.get('on') === '1';
  const api = serverApi(request, context);
  try {
    let message: string;
    if (intent === 'favourite') message = await setFavourite(api, id.data, on);
    else if (intent === 'interest') message = await setInterest(api, id.data, on);
    else if (intent === 'report') {
      const reason = reasonSchema.safeParse(form.get('reason_id'));
      if (!reason.success) return data<EngageResult>({ ok: false, intent, id: id.data, message: MSG.invalidInput }, { status: 400 });
      message = await reportListing(api, id.data, reason.data, String(form.get('other_message') ?? ''));
    } else message = await setBlocked(api, id.data, on);
    if (!fromScript) throw redirect(returnTo);
    return data<EngageResult>({ ok: true, intent, id: id.data, on, message });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 401) throw redirect(paths.loginTo(afterLogin));
    // a plain form post goes back to its page, which shows the state as it now is
    if (!fromScript) throw redirect(returnTo);
    return data<EngageResult>({ ok: false, intent, id: id.data, message: error.message }, { status: error.isClientError ? error.status : 502 });
  }
}

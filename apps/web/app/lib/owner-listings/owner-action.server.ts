import { data, type AppLoadContext } from 'react-router';
import { MSG } from '@abode/shared/messages';
import { integer } from '@abode/shared/schemas/common';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { loginRedirect } from '~/lib/session.server';
import type { OwnerIntents } from './owner-api';
import { isOwnerIntent, type OwnerIntent } from './status';

export type OwnerActionResult =
  | { ok: true; intent: OwnerIntent; id: number; message: string }
  | { ok: false; intent: OwnerIntent | null; id: number | null; message: string };

const idSchema = integer('id', { min: 1 });

/**
 * The owner pages' form posts (status changes and delete): one API call per intent. Works without
 * JavaScript (a plain form post) and behind fetchers. A failed status change answers SPEC §8's
 * "Failed to Update Status"; a failed delete the API's own message.
 */
export async function ownerAction(request: Request, context: AppLoadContext, owner: OwnerIntents) {
  const form = await request.formData();
  const intent = form.get('intent');
  const id = idSchema.safeParse(form.get('id'));
  if (!isOwnerIntent(intent) || !id.success || !owner.intents.includes(intent)) {
    return data<OwnerActionResult>({ ok: false, intent: isOwnerIntent(intent) ? intent : null, id: null, message: MSG.invalidInput }, { status: 400 });
  }
  const api = serverApi(request, context);
  try {
    const message = await owner.apply(api, id.data, intent);
    return data<OwnerActionResult>({ ok: true, intent, id: id.data, message });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 401) throw loginRedirect(request);
    // a refused renewal says why (a package is needed again); a failed status change answers SPEC §8's words
    const message = intent === 'delete' || intent === 'renew' ? error.message : MSG.statusUpdateFailed;
    return data<OwnerActionResult>({ ok: false, intent, id: id.data, message }, { status: error.isClientError ? error.status : 502 });
  }
}

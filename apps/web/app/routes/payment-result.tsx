import { useEffect } from 'react';
import { data, useRevalidator } from 'react-router';
import { MSG } from '@abode/shared/messages';
import { integer } from '@abode/shared/schemas/common';
import { ButtonLink } from '~/components/button';
import { CheckBadgeIcon, ClockIcon, CloseIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { fetchPaymentStatus, markPaymentFailed } from '~/features/packages/api';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { hasSessionCookie } from '~/lib/session.server';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/payment-result';

// /payment/success and /payment/fail: where providers send the browser back. The page never
// decides a payment; it shows what the server knows (a webhook may still be on its way).

const idSchema = integer('payment_transaction_id', { min: 1 });
type Outcome = 'success' | 'pending' | 'failed' | 'canceled';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.result !== 'success' && params.result !== 'fail') throw data(null, { status: 404 });
  const url = new URL(request.url);
  const id = idSchema.safeParse(url.searchParams.get('payment_transaction_id'));
  const failPage = params.result === 'fail';
  const canceled = url.searchParams.get('reason') === 'canceled';
  if (!id.success || !hasSessionCookie(request)) return { outcome: (failPage ? (canceled ? 'canceled' : 'failed') : 'pending') as Outcome };
  const api = serverApi(request, context);
  try {
    // back from a cancelled checkout: the payment will not come (a late success still wins on the server)
    if (failPage && canceled) await markPaymentFailed(api, id.data);
    const payment = await fetchPaymentStatus(api, id.data);
    const outcome: Outcome = payment.payment_status === 'success' ? 'success' : payment.payment_status === 'failed' ? (canceled ? 'canceled' : 'failed') : failPage ? 'failed' : 'pending';
    return { outcome };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return { outcome: (failPage ? 'failed' : 'pending') as Outcome };
  }
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t(`payment.title.${loaderData?.outcome ?? 'pending'}`), description: t('payment.lead.pending'), path: location.pathname, noIndex: true });
};

export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { outcome } = loaderData;
  const revalidator = useRevalidator();

  // the provider's webhook usually lands within seconds: ask again until it has
  useEffect(() => {
    if (outcome !== 'pending') return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [outcome, revalidator]);

  const icon = outcome === 'success' ? <CheckBadgeIcon size={32} /> : outcome === 'pending' ? <ClockIcon size={32} /> : <CloseIcon size={32} />;
  const lead = outcome === 'failed' ? translateApiMessage(t, MSG.paymentFailed) : outcome === 'canceled' ? translateApiMessage(t, MSG.paymentCanceled) : t(`payment.lead.${outcome}`);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24" data-testid="payment-result" data-outcome={outcome}>
      <span className={`mx-auto flex size-16 items-center justify-center rounded-2xl ${outcome === 'success' ? 'bg-brand-100 text-brand-800' : outcome === 'pending' ? 'bg-amber-100 text-amber-900' : 'bg-red-100 text-red-800'}`}>{icon}</span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{t(`payment.title.${outcome}`)}</h1>
      <p className="mt-3 text-base text-slate-700" role={outcome === 'pending' ? 'status' : undefined}>
        {lead}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {outcome === 'success' ? (
          <ButtonLink to={paths.userSubscription}>{t('payment.toSubscription')}</ButtonLink>
        ) : outcome === 'pending' ? null : (
          <ButtonLink to={paths.subscriptionPlan}>{t('payment.tryAgain')}</ButtonLink>
        )}
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import { data, redirect, useLocation } from 'react-router';
import { MSG } from '@abode/shared/messages';
import { integer } from '@abode/shared/schemas/common';
import { FormAlert } from '~/components/form-field';
import { PageHeader } from '~/components/page-header';
import { useToaster } from '~/components/toaster';
import { paths } from '~/config/paths';
import { assignFreePackage, fetchCatalogue, fetchEnabledGateways, HOSTED_GATEWAYS, type HostedGateway, initiateBankTransfer, startCheckout } from '~/features/packages/api';
import { PlanCard } from '~/features/packages/components/plan-card';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/subscription-plan';

/** Server-rendered plans: a visitor sees them too (and is asked to log in to buy). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(request, context);
  const signedIn = hasSessionCookie(request);
  const [catalogue, gateways] = await Promise.all([fetchCatalogue(api), signedIn ? fetchEnabledGateways(api).catch(() => []) : Promise.resolve([])]);
  return { plans: catalogue.data, gateways, signedIn };
}

const packageIdSchema = integer('package_id', { min: 1 });
type Outcome = { ok: boolean; message: string };

/** Take a free plan, go to a provider's checkout, or send a bank transfer's receipt. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const form = await request.formData();
  const packageId = packageIdSchema.safeParse(form.get('package_id'));
  if (!packageId.success) return data<Outcome>({ ok: false, message: MSG.packageNotFound }, { status: 400 });
  const api = serverApi(request, context);
  try {
    const intent = form.get('intent');
    if (intent === 'free') {
      await assignFreePackage(api, packageId.data);
      return redirect(paths.userSubscription);
    }
    if (intent === 'pay') {
      const gateway = form.get('gateway');
      if (!HOSTED_GATEWAYS.includes(gateway as HostedGateway)) return data<Outcome>({ ok: false, message: MSG.paymentMethodDisabled }, { status: 400 });
      const { redirect_url } = await startCheckout(api, packageId.data, gateway as HostedGateway);
      return redirect(redirect_url);
    }
    if (intent === 'bank') {
      const receipt = form.get('file');
      if (!(receipt instanceof File) || receipt.size === 0) return data<Outcome>({ ok: false, message: MSG.receiptRequired }, { status: 400 });
      return data<Outcome>({ ok: true, message: await initiateBankTransfer(api, packageId.data, receipt) });
    }
    return data<Outcome>({ ok: false, message: MSG.invalidInput }, { status: 400 });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 401) throw loginRedirect(request);
    return data<Outcome>({ ok: false, message: error.message }, { status: error.isClientError ? error.status : 502 });
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('packagePlans.title'), description: t('packagePlans.lead'), path: location.pathname });
};

export default function SubscriptionPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const { pathname } = useLocation();
  const { plans, gateways, signedIn } = loaderData;

  useEffect(() => {
    if (actionData) toaster.show(translateApiMessage(t, actionData.message), actionData.ok ? 'success' : 'error');
  }, [actionData, t, toaster]);

  return (
    <>
      <PageHeader title={t('packagePlans.title')} lead={t('packagePlans.lead')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        {signedIn && gateways.length === 0 ? <FormAlert tone="info">{translateApiMessage(t, MSG.noPaymentMethod)}</FormAlert> : null}
        {actionData && !actionData.ok ? <FormAlert tone="error">{translateApiMessage(t, actionData.message)}</FormAlert> : null}
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} gateways={gateways} signedIn={signedIn} returnTo={pathname} />
          ))}
        </div>
      </div>
    </>
  );
}

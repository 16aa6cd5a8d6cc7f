import { useEffect } from 'react';
import { useTranslation } from '~/lib/translation';
import { data, Form, useNavigation } from 'react-router';
import { Badge } from '~/components/badge';
import { buttonClasses } from '~/components/button';
import { FormAlert } from '~/components/form-field';
import { CheckBadgeIcon } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { useToaster } from '~/components/toaster';
import { applyVerification, fetchLatestVerification, fetchVerificationFields, verificationPayload, verificationStatusOf, type VerificationErrors } from '~/features/verification/api';
import { VerificationAnswers } from '~/features/verification/components/verification-answers';
import { VerificationField } from '~/features/verification/components/verification-field';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import { useSite } from '~/lib/site-context';
import type { Route } from './+types/user-verification';

type ApplyResult = { status: 'applied'; message: string } | { status: 'invalid'; errors: VerificationErrors } | { status: 'failed'; message: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const api = serverApi(request, context);
  try {
    const [fields, latest] = await Promise.all([fetchVerificationFields(api), fetchLatestVerification(api)]);
    return { fields, latest };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = serverApi(request, context);
  const [form, fields] = await Promise.all([request.formData(), fetchVerificationFields(api)]);
  const { payload, errors } = verificationPayload(fields, form);
  if (Object.keys(errors).length > 0) return data<ApplyResult>({ status: 'invalid', errors }, { status: 400 });
  try {
    return data<ApplyResult>({ status: 'applied', message: await applyVerification(api, payload) });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 401) throw loginRedirect(request);
    return data<ApplyResult>({ status: 'failed', message: error.message }, { status: error.isClientError ? error.status : 502 });
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('verification.title'), description: t('verification.lead'), path: location.pathname, noIndex: true });
};

export default function UserVerification({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const navigation = useNavigation();
  const { settings } = useSite();
  const { fields, latest } = loaderData;
  const status = verificationStatusOf(settings.verification_status, latest);
  const errors = actionData?.status === 'invalid' ? actionData.errors : {};

  useEffect(() => {
    if (actionData?.status === 'applied') toaster.show(translateApiMessage(t, actionData.message), 'success');
  }, [actionData, t, toaster]);

  return (
    <>
      <PageHeader title={t('verification.title')} lead={t('verification.lead')}>
        <div className="mt-4">
          {status === 'success' ? (
            <Badge tone="brand" className="px-3 py-1.5 text-sm">
              <CheckBadgeIcon size={18} />
              {t('verification.verified')}
            </Badge>
          ) : (
            <Badge tone={status === 'pending' ? 'premium' : status === 'failed' ? 'promoted' : 'neutral'} className="px-3 py-1.5 text-sm">
              {t(`verification.state.${status}`)}
            </Badge>
          )}
        </div>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
        {status === 'pending' ? <FormAlert tone="info">{t('verification.pendingText')}</FormAlert> : null}
        {status === 'success' ? <FormAlert tone="success">{t('verification.successText')}</FormAlert> : null}
        {status === 'failed' ? (
          <FormAlert tone="error">
            {t('verification.failedText')}
            {latest?.reason ? (
              <>
                {' '}
                <span className="font-semibold">{t('verification.reason')}:</span> {latest.reason}
              </>
            ) : null}
          </FormAlert>
        ) : null}

        {(status === 'pending' || status === 'success') && latest ? (
          <section aria-labelledby="submitted-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="submitted-title" className="mb-5 text-lg font-bold text-slate-900">
              {t('verification.submitted')}
            </h2>
            <VerificationAnswers submission={latest} />
          </section>
        ) : null}

        {status === 'initial' || status === 'failed' ? (
          <Form method="post" encType="multipart/form-data" noValidate className="space-y-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 className="text-lg font-bold text-slate-900">{status === 'failed' ? t('verification.reapplyTitle') : t('verification.formTitle')}</h2>
            {actionData?.status === 'failed' ? <FormAlert tone="error">{translateApiMessage(t, actionData.message)}</FormAlert> : null}
            {fields.length === 0 ? <p className="text-slate-600">{t('verification.noFields')}</p> : null}
            {fields.map((field) => {
              const error = errors[field.id];
              return <VerificationField key={field.id} field={field} error={error ? t(error) : undefined} />;
            })}
            <button type="submit" disabled={navigation.state === 'submitting' || fields.length === 0} className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>
              {navigation.state === 'submitting' ? t('verification.sending') : t('verification.submit')}
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}

import { useTranslation } from '~/lib/translation';
import { data, Form, Link, useNavigation } from 'react-router';
import { forgotPasswordSchema } from '@abode/shared/schemas/auth';
import { buttonClasses } from '~/components/button';
import { FormAlert, TextField } from '~/components/form-field';
import { paths } from '~/config/paths';
import { requestPasswordReset } from '~/features/auth/api';
import { AuthCard } from '~/features/auth/components/auth-card';
import { failureOf, type Failure } from '~/features/auth/failure';
import { serverApi } from '~/lib/api.server';
import { fieldErrors, formValues, type FieldErrors } from '~/lib/form-errors';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useFormValidation } from '~/lib/use-form-validation';
import type { Route } from './+types/forgot-password';

const FIELDS = ['email'] as const;

type ForgotResult = { status: 'invalid'; errors: FieldErrors } | { status: 'sent' } | Failure;

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData(), FIELDS);
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success) return data<ForgotResult>({ status: 'invalid', errors: fieldErrors(parsed.error, values) }, { status: 400 });
  try {
    await requestPasswordReset(serverApi(request, context), parsed.data.email);
    return data<ForgotResult>({ status: 'sent' });
  } catch (error) {
    return failureOf(error);
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('auth.forgot.title'), description: t('auth.forgot.lead'), path: location.pathname });
};

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { errors, onSubmit } = useFormValidation(forgotPasswordSchema, FIELDS, actionData?.status === 'invalid' ? actionData.errors : undefined);

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      lead={t('auth.forgot.lead')}
      footer={
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          {t('auth.backToLogin')}
        </Link>
      }
    >
      {actionData?.status === 'sent' ? <FormAlert tone="success">{t('resetLinkSent')}</FormAlert> : null}
      {actionData?.status === 'failed' ? <FormAlert tone="error">{translateApiMessage(t, actionData.message)}</FormAlert> : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" required error={errors.email ? t(errors.email) : undefined} />
        <button type="submit" disabled={busy} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {t('auth.forgot.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}

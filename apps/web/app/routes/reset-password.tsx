import { useTranslation } from '~/lib/translation';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { resetPasswordSchema } from '@abode/shared/schemas/auth';
import { buttonClasses } from '~/components/button';
import { FormAlert } from '~/components/form-field';
import { paths } from '~/config/paths';
import { resetPassword } from '~/features/auth/api';
import { AuthCard } from '~/features/auth/components/auth-card';
import { failureOf, type Failure } from '~/features/auth/failure';
import { serverApi } from '~/lib/api.server';
import { flashCookie } from '~/lib/flash';
import { fieldErrors, formValues, type FieldErrors } from '~/lib/form-errors';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useFormValidation } from '~/lib/use-form-validation';
import { NewPasswordFields } from '~/features/auth/components/new-password-fields';
import type { Route } from './+types/reset-password';

const FIELDS = ['token', 'password', 're_password'] as const;

type ResetResult = { status: 'invalid'; errors: FieldErrors } | Failure;

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData(), FIELDS);
  const parsed = resetPasswordSchema.safeParse(values);
  if (!parsed.success) return data<ResetResult>({ status: 'invalid', errors: fieldErrors(parsed.error, values) }, { status: 400 });
  try {
    await resetPassword(serverApi(request, context), parsed.data);
  } catch (error) {
    return failureOf(error);
  }
  throw redirect(paths.login, { headers: { 'set-cookie': flashCookie('resetDone') } });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('auth.reset.title'), description: t('auth.reset.lead'), path: location.pathname, noIndex: true });
};

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { errors, onSubmit } = useFormValidation(resetPasswordSchema, FIELDS, actionData?.status === 'invalid' ? actionData.errors : undefined);
  const fieldError = (name: string) => (errors[name] ? t(errors[name]) : undefined);
  const forgotLink = (
    <Link to={paths.forgotPassword} className="font-semibold underline">
      {t('auth.reset.newLink')}
    </Link>
  );

  if (!loaderData.token) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <FormAlert tone="error">
          {t('resetInvalid')} {forgotLink}
        </FormAlert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')} lead={t('auth.reset.lead')}>
      {actionData?.status === 'failed' ? (
        <FormAlert tone="error">
          {translateApiMessage(t, actionData.message)} {forgotLink}
        </FormAlert>
      ) : null}
      {errors.token ? <FormAlert tone="error">{t('resetInvalid')}</FormAlert> : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields label={t('auth.newPassword')} fieldError={fieldError} />
        <button type="submit" disabled={busy} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {t('auth.reset.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}

import { useTranslation } from '~/lib/translation';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { MSG } from '@abode/shared/messages';
import { registerSchema } from '@abode/shared/schemas/auth';
import { buttonClasses } from '~/components/button';
import { FormAlert, TextField } from '~/components/form-field';
import { PhoneField } from '~/components/phone-field';
import { paths } from '~/config/paths';
import { register } from '~/features/auth/api';
import { AuthCard } from '~/features/auth/components/auth-card';
import { failureOf, type Failure } from '~/features/auth/failure';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { fieldErrors, formValues, type FieldErrors } from '~/lib/form-errors';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { safeRedirectPath } from '~/lib/session.server';
import { useFormValidation } from '~/lib/use-form-validation';
import { NewPasswordFields } from '~/features/auth/components/new-password-fields';
import type { Route } from './+types/register';

const FIELDS = ['name', 'email', 'country_code', 'mobile', 'password', 're_password'] as const;

type RegisterResult = { status: 'invalid'; errors: FieldErrors } | Failure;

/** Where the visitor was before registering (a page of this site only), carried through the code page. */
function redirectToOf(request: Request): string | undefined {
  const value = new URL(request.url).searchParams.get('redirectTo');
  return value === null ? undefined : safeRedirectPath(request, value);
}

export function loader({ request }: Route.LoaderArgs) {
  return { redirectTo: redirectToOf(request) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData(), FIELDS);
  // Without a number the country code field (always filled in) is not sent.
  const input = values.mobile?.trim() ? values : { ...values, country_code: '' };
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) return data<RegisterResult>({ status: 'invalid', errors: fieldErrors(parsed.error, input) }, { status: 400 });
  try {
    await register(serverApi(request, context), input);
  } catch (error) {
    if (error instanceof ApiRequestError && error.message === MSG.emailInUse) {
      return data<RegisterResult>({ status: 'invalid', errors: { email: 'emailInUse' } }, { status: error.status });
    }
    return failureOf(error);
  }
  throw redirect(paths.verifyOtp({ email: parsed.data.email, redirectTo: redirectToOf(request) }));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('auth.register.title'), description: t('auth.register.lead'), path: location.pathname });
};

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { errors, onSubmit } = useFormValidation(registerSchema, FIELDS, actionData?.status === 'invalid' ? actionData.errors : undefined);
  const fieldError = (name: string) => (errors[name] ? t(errors[name]) : undefined);

  return (
    <AuthCard
      title={t('auth.register.title')}
      lead={t('auth.register.lead')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={loaderData.redirectTo ? paths.loginTo(loaderData.redirectTo) : paths.login} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('auth.login.submit')}
          </Link>
        </>
      }
    >
      {actionData?.status === 'failed' ? <FormAlert tone="error">{translateApiMessage(t, actionData.message)}</FormAlert> : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField name="name" label={t('auth.name')} autoComplete="name" required maxLength={191} error={fieldError('name')} />
        <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" required maxLength={191} error={fieldError('email')} />
        <PhoneField
          legend={t('auth.register.mobile')}
          numberName="mobile"
          countryCodeError={fieldError('country_code')}
          numberError={fieldError('mobile')}
        />
        <NewPasswordFields label={t('auth.password')} fieldError={fieldError} />
        <button type="submit" disabled={busy} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {busy ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}

import { useTranslation } from '~/lib/translation';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { signupSchema } from '@abode/shared/schemas/auth';
import { buttonClasses } from '~/components/button';
import { FormAlert, TextField } from '~/components/form-field';
import { PhoneField } from '~/components/phone-field';
import { paths } from '~/config/paths';
import { fetchLoginMethods, googleSignInUrl, logInWithPassword, sendCode } from '~/features/auth/api';
import { AuthCard, OrDivider } from '~/features/auth/components/auth-card';
import { failureOf, type Failure } from '~/features/auth/failure';
import { loggedInRedirect } from '~/features/auth/login.server';
import { OTP_TARGET_FIELDS, parseOtpTarget, type OtpChannel } from '~/features/auth/otp-target';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { flashCookie } from '~/lib/flash';
import { fieldErrors, formValues, type FieldErrors } from '~/lib/form-errors';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { fetchSessionUser } from '~/lib/session';
import { hasSessionCookie, safeRedirectPath } from '~/lib/session.server';
import { useSite } from '~/lib/site-context';
import { useFormValidation } from '~/lib/use-form-validation';
import type { Route } from './+types/login';

const PASSWORD_FIELDS = ['type', 'email', 'password'] as const;

type LoginResult =
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'deactivated' }
  | Failure;

function codeChannel(value: string | null): OtpChannel | null {
  return value === 'email' || value === 'phone' ? value : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get('redirectTo');
  const api = serverApi(request, context);
  if (hasSessionCookie(request) && (await fetchSessionUser(api))) throw redirect(safeRedirectPath(request, redirectTo));
  return {
    methods: await fetchLoginMethods(api),
    // Only a page of this site counts as "where the visitor was".
    redirectTo: redirectTo === null ? null : safeRedirectPath(request, redirectTo),
    code: codeChannel(url.searchParams.get('code')),
    email: url.searchParams.get('email') ?? '',
    googleFailed: url.searchParams.get('error') === 'google',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(request, url.searchParams.get('redirectTo'));
  const form = await request.formData();
  const intent = form.get('intent');
  const api = serverApi(request, context);

  // "Log in with a code": send one, then the code page.
  if (intent === 'send-code') {
    const channel = codeChannel(String(form.get('channel'))) ?? 'email';
    const parsed = parseOtpTarget(channel, formValues(form, OTP_TARGET_FIELDS));
    if ('errors' in parsed) return data<LoginResult>({ status: 'invalid', errors: parsed.errors }, { status: 400 });
    try {
      await sendCode(api, parsed.target);
    } catch (error) {
      return failureOf(error);
    }
    throw redirect(paths.verifyOtp({ ...parsed.target, mode: 'login', redirectTo }));
  }

  const values = formValues(form, PASSWORD_FIELDS);
  const parsed = signupSchema.safeParse({ ...values, type: '3' });
  if (!parsed.success || parsed.data.type !== '3') {
    return data<LoginResult>({ status: 'invalid', errors: parsed.success ? {} : fieldErrors(parsed.error, values) }, { status: 400 });
  }
  try {
    const session = await logInWithPassword(api, parsed.data.email, parsed.data.password);
    return loggedInRedirect(request, session, redirectTo);
  } catch (error) {
    // a registration still waiting for its code: the API has just sent a new one
    if (error instanceof ApiRequestError && error.key === 'emailNotVerified') {
      const comingBack = url.searchParams.has('redirectTo') ? redirectTo : undefined;
      throw redirect(paths.verifyOtp({ email: parsed.data.email, redirectTo: comingBack }), { headers: { 'set-cookie': flashCookie('verifyEmailFirst') } });
    }
    if (error instanceof ApiRequestError && error.key === 'accountDeactivated') return data<LoginResult>({ status: 'deactivated' }, { status: 403 });
    return failureOf(error);
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('auth.login.title'), description: t('auth.login.lead'), path: location.pathname, noIndex: location.search !== '' });
};

/** A link to another form of this page that keeps where the visitor returns to. */
function loginHref(search: Record<string, string | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value) params.set(name, value);
  const query = params.toString();
  return query ? `${paths.login}?${query}` : paths.login;
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings } = useSite();
  const navigation = useNavigation();
  const { methods, redirectTo, code, email, googleFailed } = loaderData;
  const busy = navigation.state === 'submitting';
  const serverErrors = actionData?.status === 'invalid' ? actionData.errors : undefined;
  const password = useFormValidation(signupSchema, PASSWORD_FIELDS, serverErrors);
  const errors = code ? (serverErrors ?? {}) : password.errors;
  const fieldError = (name: string) => (errors[name] ? t(errors[name]) : undefined);
  const showCode = code !== null && (code === 'email' ? methods.email_otp : methods.phone_otp);

  return (
    <AuthCard
      title={t('auth.login.title')}
      lead={showCode ? t('auth.login.codeLead') : t('auth.login.lead')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={paths.registerTo(redirectTo)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('auth.login.createAccount')}
          </Link>
        </>
      }
    >
      {redirectTo ? <FormAlert tone="info">{t('notLoggedIn')}</FormAlert> : null}
      {googleFailed ? <FormAlert tone="error">{t('auth.login.googleFailed')}</FormAlert> : null}
      {actionData?.status === 'failed' ? <FormAlert tone="error">{translateApiMessage(t, actionData.message)}</FormAlert> : null}
      {actionData?.status === 'deactivated' ? (
        <FormAlert tone="error">
          <p>{t('accountDeactivated')}</p>
          <p className="mt-1 font-normal">
            {t('auth.login.contactAdmin')}{' '}
            <Link to={paths.contact} className="font-semibold underline">
              {t('auth.login.contactPage')}
            </Link>
            {settings.company_email ? (
              <>
                {' · '}
                <a href={`mailto:${settings.company_email}`} className="font-semibold underline">
                  {settings.company_email}
                </a>
              </>
            ) : null}
          </p>
        </FormAlert>
      ) : null}
      {showCode ? (
        <>
          <nav aria-label={t('auth.login.codeChannel')} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 text-sm font-semibold">
            {(['email', 'phone'] as const)
              .filter((channel) => (channel === 'email' ? methods.email_otp : methods.phone_otp))
              .map((channel) => (
                <Link
                  key={channel}
                  to={loginHref({ code: channel, redirectTo })}
                  replace
                  aria-current={channel === code ? 'page' : undefined}
                  className={`rounded-lg px-3 py-2 text-center ${channel === code ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
                >
                  {channel === 'email' ? t('auth.login.byEmail') : t('auth.login.byPhone')}
                </Link>
              ))}
          </nav>
          <Form method="post" noValidate className="space-y-5">
            <input type="hidden" name="intent" value="send-code" />
            <input type="hidden" name="channel" value={code} />
            {code === 'email' ? (
              <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" required defaultValue={email} error={fieldError('email')} />
            ) : (
              <PhoneField legend={t('auth.phone')} numberName="number" required countryCodeError={fieldError('country_code')} numberError={fieldError('number')} />
            )}
            <button type="submit" disabled={busy} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
              {t('auth.login.sendCode')}
            </button>
          </Form>
          <Link to={loginHref({ redirectTo })} className="block text-center text-sm font-semibold text-brand-700 hover:underline">
            {t('auth.login.withPassword')}
          </Link>
        </>
      ) : (
        <>
          {methods.email ? (
            <Form method="post" noValidate onSubmit={password.onSubmit} className="space-y-5">
              <input type="hidden" name="type" value="3" />
              <TextField name="email" type="email" label={t('auth.email')} autoComplete="email" required defaultValue={email} error={fieldError('email')} />
              <div>
                <TextField name="password" type="password" label={t('auth.password')} autoComplete="current-password" required error={fieldError('password')} />
                <Link to={paths.forgotPassword} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                  {t('auth.login.forgotPassword')}
                </Link>
              </div>
              <button type="submit" disabled={busy} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
                {busy ? t('auth.login.submitting') : t('auth.login.submit')}
              </button>
            </Form>
          ) : null}
          {methods.email_otp || methods.phone_otp || methods.google ? <OrDivider label={t('auth.or')} /> : null}
          <div className="space-y-3">
            {methods.email_otp || methods.phone_otp ? (
              <Link to={loginHref({ code: methods.email_otp ? 'email' : 'phone', redirectTo })} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
                {t('auth.login.withCode')}
              </Link>
            ) : null}
            {methods.google ? (
              <a href={googleSignInUrl(redirectTo ?? paths.home)} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
                <GoogleMark />
                {t('auth.login.google')}
              </a>
            ) : null}
          </div>
        </>
      )}
    </AuthCard>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
    </svg>
  );
}

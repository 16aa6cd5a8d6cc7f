import { useTranslation } from '~/lib/translation';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import { OTP_LENGTH, otpField } from '@abode/shared/schemas/auth';
import { buttonClasses } from '~/components/button';
import { FormAlert, TextField } from '~/components/form-field';
import { paths } from '~/config/paths';
import { logInWithCode, sendCode, verifyCode, type OtpTarget } from '~/features/auth/api';
import { AuthCard } from '~/features/auth/components/auth-card';
import { ResendCodeButton } from '~/features/auth/components/resend-code-button';
import { failureOf, type Failure } from '~/features/auth/failure';
import { loggedInRedirect } from '~/features/auth/login.server';
import { describeTarget, parseOtpTarget } from '~/features/auth/otp-target';
import { serverApi } from '~/lib/api.server';
import { fieldErrors, formValues, type FieldErrors } from '~/lib/form-errors';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { safeRedirectPath } from '~/lib/session.server';
import { useFormValidation } from '~/lib/use-form-validation';
import type { Route } from './+types/verify-otp';

const codeSchema = z.object({ otp: otpField });
const CODE_FIELDS = ['otp'] as const;

type VerifyResult = { status: 'invalid'; errors: FieldErrors } | { status: 'resent'; sentAt: number } | Failure;

/** The code page's situation, all in its URL: where the code went and why (verify an email, or log in). */
function readPage(request: Request): { target: OtpTarget; login: boolean; redirectTo: string; comingBack: string | null } | null {
  const url = new URL(request.url);
  const search = Object.fromEntries(url.searchParams);
  const parsed = parseOtpTarget(search.number ? 'phone' : 'email', search);
  if ('errors' in parsed) return null;
  return {
    target: parsed.target,
    login: search.mode === 'login',
    redirectTo: safeRedirectPath(request, search.redirectTo),
    comingBack: search.redirectTo ? safeRedirectPath(request, search.redirectTo) : null,
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const page = readPage(request);
  if (!page) throw redirect(paths.login);
  return { sentTo: describeTarget(page.target), login: page.login, isEmail: 'email' in page.target, comingBack: page.comingBack };
}

export async function action({ request, context }: Route.ActionArgs) {
  const page = readPage(request);
  if (!page) throw redirect(paths.login);
  const form = await request.formData();
  const api = serverApi(request, context);

  if (form.get('intent') === 'resend') {
    try {
      await sendCode(api, page.target);
      return data<VerifyResult>({ status: 'resent', sentAt: Date.now() });
    } catch (error) {
      return failureOf(error);
    }
  }

  const values = formValues(form, CODE_FIELDS);
  const parsed = codeSchema.safeParse(values);
  if (!parsed.success) return data<VerifyResult>({ status: 'invalid', errors: fieldErrors(parsed.error, values) }, { status: 400 });
  try {
    const authId = await verifyCode(api, page.target, parsed.data.otp);
    const session = await logInWithCode(api, authId);
    if (page.login) return loggedInRedirect(request, session, page.redirectTo);
    // A verified registration is signed in straight away and asked for the rest of its profile
    // (posting needs it), then sent back to what it was doing.
    return loggedInRedirect(request, session, paths.userProfileTo(page.comingBack), 'auth.verifiedWelcome');
  } catch (error) {
    return failureOf(error);
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('auth.verify.title'), description: t('auth.verify.title'), path: location.pathname, noIndex: true });
};

export default function VerifyOtp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { errors, onSubmit } = useFormValidation(codeSchema, CODE_FIELDS, actionData?.status === 'invalid' ? actionData.errors : undefined);
  const { sentTo, login, isEmail, comingBack } = loaderData;

  return (
    <AuthCard
      title={login ? t('auth.verify.loginTitle') : t('auth.verify.title')}
      lead={t(isEmail ? 'auth.verify.leadEmail' : 'auth.verify.leadPhone', { target: sentTo })}
      footer={
        <Link to={login ? `${paths.login}?code=${isEmail ? 'email' : 'phone'}` : paths.registerTo(comingBack)} className="font-semibold text-brand-700 hover:underline">
          {isEmail ? t('auth.verify.wrongEmail') : t('auth.verify.wrongPhone')}
        </Link>
      }
    >
      {actionData?.status === 'failed' ? <FormAlert tone="error">{translateApiMessage(t, actionData.message)}</FormAlert> : null}
      {actionData?.status === 'resent' ? <FormAlert tone="success">{t('otpSent')}</FormAlert> : null}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          name="otp"
          label={t('auth.verify.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${OTP_LENGTH}}`}
          maxLength={OTP_LENGTH}
          required
          dir="ltr"
          className="text-center text-2xl font-semibold tracking-[0.5em]"
          error={errors.otp ? t(errors.otp) : undefined}
        />
        <button type="submit" name="intent" value="verify" disabled={busy} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {busy ? t('auth.verify.submitting') : t('auth.verify.submit')}
        </button>
      </Form>
      {login || !isEmail ? (
        <Form method="post">
          <ResendCodeButton sentAt={actionData?.status === 'resent' ? actionData.sentAt : undefined} busy={busy} />
        </Form>
      ) : (
        // a registration's code belongs to its password: a new one comes by logging in with both
        <Link to={`${paths.login}?${new URLSearchParams({ email: sentTo }).toString()}`} className="block text-center text-sm font-semibold text-brand-700 hover:underline">
          {t('auth.verify.newCodeByLogin')}
        </Link>
      )}
    </AuthCard>
  );
}

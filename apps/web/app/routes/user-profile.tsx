import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { data, Form, redirect, useNavigation } from 'react-router';
import { MSG } from '@abode/shared/messages';
import { missingProfileFields, type ProfileRequiredField } from '@abode/shared/profile-completeness';
import { emailField, OTP_LENGTH, otpField, updateProfileSchema } from '@abode/shared/schemas/auth';
import { z } from 'zod';
import { Button, buttonClasses } from '~/components/button';
import { FormAlert, TextAreaField, TextField, FieldError } from '~/components/form-field';
import { CheckBadgeIcon } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { PhoneField } from '~/components/phone-field';
import { paths } from '~/config/paths';
import { verifyCode } from '~/features/auth/api';
import { deleteAccount, fetchProfile, updateProfile } from '~/features/users/api';
import { AvatarPicker } from '~/features/users/components/avatar-picker';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { flashCookie } from '~/lib/flash';
import { fieldErrors, formValues, type FieldErrors } from '~/lib/form-errors';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { clearedSessionCookie, hasSessionCookie, loginRedirect, safeRedirectPath } from '~/lib/session.server';
import { useFormValidation } from '~/lib/use-form-validation';
import type { Route } from './+types/user-profile';

const TEXT_FIELDS = [
  'name',
  'email',
  'country_code',
  'mobile',
  'address',
  'city',
  'state',
  'country',
  'about_me',
  'facebook_id',
  'twiiter_id',
  'instagram_id',
  'youtube_id',
] as const;

const SOCIAL_FIELDS = [
  { name: 'facebook_id', label: 'profile.facebook' },
  { name: 'twiiter_id', label: 'profile.twitter' },
  { name: 'instagram_id', label: 'profile.instagram' },
  { name: 'youtube_id', label: 'profile.youtube' },
] as const;

type ProfileResult =
  | { status: 'saved'; pendingEmail?: string | undefined }
  | { status: 'emailChanged' }
  | { status: 'invalid'; errors: FieldErrors; pendingEmail?: string | undefined }
  | { status: 'failed'; message: string; form: 'profile' | 'delete' | 'email'; pendingEmail?: string | undefined };

/** How the profile form names each field SPEC §3 requires, for the "still missing" list. */
const REQUIRED_FIELD_LABELS: Record<ProfileRequiredField, string> = {
  name: 'auth.name',
  email: 'auth.email',
  mobile: 'auth.phone',
  profile: 'profile.picture',
  address: 'profile.address',
};

const confirmEmailSchema = z.object({ email: emailField, otp: otpField });

/** Where to go once the profile is complete (a new account arrives here from what it was doing). */
function comingBackOf(request: Request): string | null {
  const value = new URL(request.url).searchParams.get('redirectTo');
  return value === null ? null : safeRedirectPath(request, value);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = hasSessionCookie(request) ? await fetchProfile(serverApi(request, context)) : null;
  if (!profile) throw loginRedirect(request);
  return { profile, missing: missingProfileFields(profile), comingBack: comingBackOf(request) };
}

function failed(error: unknown, form: 'profile' | 'delete' | 'email', pendingEmail?: string) {
  if (error instanceof ApiRequestError && error.isClientError) {
    return data<ProfileResult>({ status: 'failed', message: error.message, form, pendingEmail }, { status: error.status });
  }
  throw error;
}

/** The code sent to the new address (update_profile's pending_email) confirms it through verify-otp. */
async function confirmEmail(api: ReturnType<typeof serverApi>, form: FormData) {
  const values = formValues(form, ['email', 'otp'] as const);
  const parsed = confirmEmailSchema.safeParse(values);
  if (!parsed.success) return data<ProfileResult>({ status: 'invalid', errors: fieldErrors(parsed.error, values), pendingEmail: values.email }, { status: 400 });
  try {
    await verifyCode(api, { email: parsed.data.email }, parsed.data.otp);
    return data<ProfileResult>({ status: 'emailChanged' });
  } catch (error) {
    return failed(error, 'email', parsed.data.email);
  }
}

async function saveProfile(request: Request, api: ReturnType<typeof serverApi>, form: FormData) {
  const values = formValues(form, TEXT_FIELDS);
  const parsed = updateProfileSchema.safeParse(values);
  if (!parsed.success) return data<ProfileResult>({ status: 'invalid', errors: fieldErrors(parsed.error, values) }, { status: 400 });
  const outgoing = new FormData();
  for (const name of TEXT_FIELDS) outgoing.set(name, values[name] ?? '');
  outgoing.set('notification', form.get('notification') === '1' ? '1' : '0');
  const picture = form.get('profile');
  if (picture instanceof File && picture.size > 0) outgoing.set('profile', picture);
  let pendingEmail: string | undefined;
  try {
    ({ pendingEmail } = await updateProfile(api, outgoing));
  } catch (error) {
    if (error instanceof ApiRequestError && error.message === MSG.emailInUse) {
      return data<ProfileResult>({ status: 'invalid', errors: { email: 'emailInUse' } }, { status: error.status });
    }
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    return failed(error, 'profile');
  }
  // Complete now, and the user came here on the way to something else: go on there.
  const comingBack = comingBackOf(request);
  if (comingBack && !pendingEmail && missingProfileFields((await fetchProfile(api)) ?? {}).length === 0) {
    throw redirect(comingBack, { headers: { 'set-cookie': flashCookie('profileUpdated') } });
  }
  return data<ProfileResult>({ status: 'saved', pendingEmail });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(request, context);
  if (form.get('intent') === 'confirm-email') return confirmEmail(api, form);
  if (form.get('intent') !== 'delete') return saveProfile(request, api, form);

  if (form.get('confirm') !== 'yes') return data<ProfileResult>({ status: 'invalid', errors: { confirm: 'profile.delete.confirmRequired' } }, { status: 400 });
  try {
    await deleteAccount(api);
  } catch (error) {
    return failed(error, 'delete');
  }
  const headers = new Headers();
  headers.append('set-cookie', clearedSessionCookie(request));
  headers.append('set-cookie', flashCookie('accountDeleted'));
  throw redirect(paths.home, { headers });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('profile.title'), description: t('profile.lead'), path: location.pathname, noIndex: true });
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export default function UserProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { profile, missing, comingBack } = loaderData;
  const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const { errors, onSubmit } = useFormValidation(updateProfileSchema, TEXT_FIELDS, actionData?.status === 'invalid' ? actionData.errors : undefined);
  const fieldError = (name: string) => (errors[name] ? t(errors[name]) : undefined);
  const profileFailure = actionData?.status === 'failed' && actionData.form === 'profile' ? actionData.message : null;
  const deleteFailure = actionData?.status === 'failed' && actionData.form === 'delete' ? actionData.message : null;
  const emailFailure = actionData?.status === 'failed' && actionData.form === 'email' ? actionData.message : null;
  const pendingEmail = actionData && 'pendingEmail' in actionData ? actionData.pendingEmail : undefined;


  const text = (name: (typeof TEXT_FIELDS)[number], label: string, props: { type?: string; autoComplete?: string; maxLength?: number; wide?: boolean } = {}) => (
    <div className={props.wide ? 'sm:col-span-2' : ''}>
      <TextField name={name} label={label} type={props.type ?? 'text'} autoComplete={props.autoComplete} maxLength={props.maxLength} defaultValue={profile[name]} error={fieldError(name)} />
    </div>
  );

  return (
    <>
      <PageHeader title={t('profile.title')} lead={t('profile.lead')}>
        <div className="mt-4">
          {profile.is_profile_complete ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
              <CheckBadgeIcon size={18} />
              {t('profile.complete')}
            </p>
          ) : (
            <FormAlert tone="info">
              {t('profileIncomplete')} {t('profile.missing', { fields: missing.map((field) => t(REQUIRED_FIELD_LABELS[field])).join(t('app.listSeparator')) })}
              {comingBack ? <span className="mt-1 block">{t('profile.thenBack')}</span> : null}
            </FormAlert>
          )}
        </div>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6 lg:py-14">
        {/* one message per outcome: this banner (it works without JavaScript too), no toast besides */}
        {actionData?.status === 'saved' ? <FormAlert tone="success">{t('profileUpdated')}</FormAlert> : null}
        {actionData?.status === 'emailChanged' ? <FormAlert tone="success">{t('profile.emailChange.done')}</FormAlert> : null}
        {profileFailure ? <FormAlert tone="error">{translateApiMessage(t, profileFailure)}</FormAlert> : null}
        {pendingEmail ? (
          <section aria-labelledby="confirm-email" className="rounded-3xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:p-8">
            <h2 id="confirm-email" className="text-lg font-bold text-slate-900">
              {t('profile.emailChange.title')}
            </h2>
            <p className="mt-2 text-sm text-slate-700">{t('profile.emailChange.lead', { email: pendingEmail, current: profile.email })}</p>
            {emailFailure ? (
              <div className="mt-4">
                <FormAlert tone="error">{translateApiMessage(t, emailFailure)}</FormAlert>
              </div>
            ) : null}
            <Form method="post" className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="confirm-email" />
              <input type="hidden" name="email" value={pendingEmail} />
              <TextField
                name="otp"
                label={t('auth.verify.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern={`\\d{${OTP_LENGTH}}`}
                maxLength={OTP_LENGTH}
                required
                dir="ltr"
                error={errors.otp ? t(errors.otp) : undefined}
              />
              <Button type="submit" disabled={Boolean(submitting)}>
                {submitting === 'confirm-email' ? t('profile.emailChange.submitting') : t('profile.emailChange.submit')}
              </Button>
            </Form>
          </section>
        ) : null}
        <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} className="space-y-8">
          <input type="hidden" name="intent" value="save" />
          <Section id="profile-about" title={t('profile.aboutSection')}>
            <div className="sm:col-span-2">
              {/* A new picture URL after saving starts the picker afresh (no stale preview or chosen file). */}
              <AvatarPicker key={profile.profile ?? 'none'} current={profile.profile} />
            </div>
            {text('name', t('auth.name'), { autoComplete: 'name', maxLength: 191, wide: true })}
            {text('email', t('auth.email'), { type: 'email', autoComplete: 'email', maxLength: 191 })}
            <PhoneField
              legend={t('auth.phone')}
              numberName="mobile"
              required
              defaultCountryCode={profile.country_code}
              defaultNumber={profile.mobile}
              countryCodeError={fieldError('country_code')}
              numberError={fieldError('mobile')}
            />
            <div className="sm:col-span-2">
              <TextAreaField name="about_me" label={t('profile.aboutMe')} rows={4} maxLength={2000} defaultValue={profile.about_me} error={fieldError('about_me')} />
            </div>
          </Section>

          <Section id="profile-address" title={t('profile.addressSection')}>
            {text('address', t('profile.address'), { autoComplete: 'street-address', maxLength: 500, wide: true })}
            {text('city', t('profile.city'), { autoComplete: 'address-level2', maxLength: 120 })}
            {text('state', t('profile.state'), { autoComplete: 'address-level1', maxLength: 120 })}
            {text('country', t('profile.country'), { autoComplete: 'country-name', maxLength: 120 })}
          </Section>

          <Section id="profile-social" title={t('profile.socialSection')}>
            {SOCIAL_FIELDS.map((field) => (
              <div key={field.name}>{text(field.name, t(field.label), { type: 'url', maxLength: 255 })}</div>
            ))}
          </Section>

          <section aria-labelledby="profile-notifications" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="profile-notifications" className="text-lg font-bold text-slate-900">
              {t('profile.notificationsSection')}
            </h2>
            <label className="mt-4 flex items-start gap-3">
              <input type="checkbox" name="notification" value="1" defaultChecked={profile.notification === 1} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
              <span className="text-sm text-slate-700">{t('profile.notifications')}</span>
            </label>
          </section>

          <button type="submit" disabled={Boolean(submitting)} className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>
            {submitting === 'save' ? t('profile.saving') : t('profile.save')}
          </button>
        </Form>

        <section aria-labelledby="delete-account" className="rounded-3xl bg-red-50/60 p-5 ring-1 ring-red-200 sm:p-8">
          <h2 id="delete-account" className="text-lg font-bold text-red-900">
            {t('profile.delete.title')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('profile.delete.lead')}</p>
          {deleteFailure ? (
            <div className="mt-4">
              <FormAlert tone="error">{translateApiMessage(t, deleteFailure)}</FormAlert>
            </div>
          ) : null}
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="delete" />
            <div>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  aria-invalid={Boolean(errors.confirm)}
                  aria-describedby={errors.confirm ? 'confirm-error' : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-red-700"
                />
                <span className="text-sm font-medium text-slate-800">{t('profile.delete.confirm')}</span>
              </label>
              {errors.confirm ? <FieldError id="confirm-error">{t(errors.confirm)}</FieldError> : null}
            </div>
            <Button type="submit" variant="danger" disabled={Boolean(submitting)}>
              {t('profile.delete.submit')}
            </Button>
          </Form>
        </section>
      </div>
    </>
  );
}

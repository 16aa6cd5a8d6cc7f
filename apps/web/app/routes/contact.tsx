import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/translation';
import { data, Form, useNavigation } from 'react-router';
import { CONTACT_LIMITS, contactSchema } from '@abode/shared/schemas/contact';
import { buttonClasses } from '~/components/button';
import { MailIcon, PhoneIcon, PinIcon } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { useToaster } from '~/components/toaster';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useSite } from '~/lib/site-context';
import type { Route } from './+types/contact';
import { FieldError } from '~/components/form-field';

const FIELDS = ['first_name', 'last_name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

type ContactResult = { status: 'sent' } | { status: 'invalid'; errors: Partial<Record<Field, 'required' | 'invalid'>> } | { status: 'failed'; message: string };

export function loader() {
  return { limits: CONTACT_LIMITS };
}

/** Checks the form with the API's own schema, then sends it to contct_us. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')]));
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<Field, 'required' | 'invalid'>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= values[field]?.trim() ? 'invalid' : 'required';
    }
    return data<ContactResult>({ status: 'invalid', errors }, { status: 400 });
  }
  try {
    await serverApi(request, context).post('contct_us', new URLSearchParams(parsed.data));
    return data<ContactResult>({ status: 'sent' });
  } catch (error) {
    if (error instanceof ApiRequestError && error.isClientError) return data<ContactResult>({ status: 'failed', message: error.message }, { status: error.status });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('contact.title'), description: t('contact.lead'), path: location.pathname });
};

const INPUT =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm hover:border-slate-400 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600';

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings } = useSite();
  const toaster = useToaster();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const errors = actionData?.status === 'invalid' ? actionData.errors : {};
  const { limits } = loaderData;

  useEffect(() => {
    if (actionData?.status === 'sent') {
      form.current?.reset();
      toaster.show(t('contactSent'), 'success');
    } else if (actionData?.status === 'failed') {
      toaster.show(translateApiMessage(t, actionData.message), 'error');
    }
  }, [actionData, t, toaster]);

  const field = (name: Field, label: string, props: { type?: string; autoComplete?: string; maxLength: number; textarea?: boolean }) => {
    const error = errors[name];
    const describedBy = error ? `${name}-error` : undefined;
    return (
      <div className={name === 'message' || name === 'subject' || name === 'email' ? 'sm:col-span-2' : ''}>
        <label htmlFor={name} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {props.textarea ? (
          <textarea id={name} name={name} rows={6} required maxLength={props.maxLength} aria-invalid={Boolean(error)} aria-describedby={describedBy} className={INPUT} />
        ) : (
          <input
            id={name}
            name={name}
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete}
            required
            maxLength={props.maxLength}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            className={INPUT}
          />
        )}
        {error ? <FieldError id={`${name}-error`}>{name === 'email' && error === 'invalid' ? t('invalidEmail') : t(`contact.required.${name}`)}</FieldError> : null}
      </div>
    );
  };

  const phones = [settings.company_tel1, settings.company_tel2].filter((tel): tel is string => Boolean(tel));
  return (
    <>
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-12 lg:px-8 lg:py-16">
        <section aria-labelledby="contact-form-title" className="lg:col-span-7">
          <h2 id="contact-form-title" className="text-xl font-bold text-slate-900">
            {t('contact.formTitle')}
          </h2>
          {actionData?.status === 'sent' ? (
            <p role="status" className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
              {t('contactSent')}
            </p>
          ) : null}
          <Form ref={form} method="post" noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
            {field('first_name', t('contact.firstName'), { autoComplete: 'given-name', maxLength: limits.name })}
            {field('last_name', t('contact.lastName'), { autoComplete: 'family-name', maxLength: limits.name })}
            {field('email', t('contact.email'), { type: 'email', autoComplete: 'email', maxLength: limits.email })}
            {field('subject', t('contact.subject'), { maxLength: limits.subject })}
            {field('message', t('contact.message'), { maxLength: limits.message, textarea: true })}
            <div className="sm:col-span-2">
              <button type="submit" disabled={sending} className={buttonClasses({ size: 'lg' })}>
                {sending ? t('contact.sending') : t('contact.send')}
              </button>
            </div>
          </Form>
        </section>

        <aside aria-labelledby="contact-details-title" className="lg:col-span-5">
          <div className="rounded-3xl bg-slate-950 p-6 text-slate-300 sm:p-8">
            <h2 id="contact-details-title" className="text-xl font-bold text-white">
              {t('contact.detailsTitle')}
            </h2>
            <ul className="mt-6 space-y-5 text-sm">
              {settings.company_address ? (
                <li className="flex gap-3">
                  <PinIcon size={20} className="mt-0.5 shrink-0 text-brand-400" />
                  <span>
                    <span className="block font-semibold text-white">{t('contact.visit')}</span>
                    {settings.company_address}
                  </span>
                </li>
              ) : null}
              {phones.length > 0 ? (
                <li className="flex gap-3">
                  <PhoneIcon size={20} className="mt-0.5 shrink-0 text-brand-400" />
                  <span>
                    <span className="block font-semibold text-white">{t('contact.call')}</span>
                    {phones.map((phone) => (
                      <a key={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="block hover:text-white" dir="ltr">
                        {phone}
                      </a>
                    ))}
                  </span>
                </li>
              ) : null}
              {settings.company_email ? (
                <li className="flex gap-3">
                  <MailIcon size={20} className="mt-0.5 shrink-0 text-brand-400" />
                  <span>
                    <span className="block font-semibold text-white">{t('contact.write')}</span>
                    <a href={`mailto:${settings.company_email}`} className="hover:text-white">
                      {settings.company_email}
                    </a>
                  </span>
                </li>
              ) : null}
            </ul>
            <p className="mt-8 border-t border-white/10 pt-6 text-sm text-slate-400">{t('contact.replyTime')}</p>
          </div>
        </aside>
      </div>
    </>
  );
}

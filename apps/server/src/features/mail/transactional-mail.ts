import i18next from 'i18next';
import type { Mailer, MailMessage } from '../../core/mail/mailer.js';
import { renderMail } from './mail-layout.js';
import type { MailCopyOf } from './mail-copy.js';

/** Every mail Abode sends; each names a section of the `mail` translations (subject, heading, body, action). */
export type MailKind =
  | 'otp'
  | 'passwordReset'
  | 'passwordChanged'
  | 'emailChanged'
  | 'propertyApproved'
  | 'propertyRejected'
  | 'projectApproved'
  | 'projectRejected'
  | 'verificationApproved'
  | 'verificationRejected'
  | 'featureApproved'
  | 'featureRejected'
  | 'contactMessage'
  | 'contactReply';

export interface MailRecipient {
  email: string;
  name?: string | null | undefined;
  /** The language the person last used the site in (users.language); the site's default otherwise. */
  language?: string | null | undefined;
}

export interface MailOptions {
  /** Text placed into the copy's {{placeholders}} (company is always there). */
  vars?: Record<string, string | number> | undefined;
  /** The button: a path of the site (or a full URL). */
  link?: string | undefined;
  replyTo?: string | undefined;
}

/**
 * Transactional mail (issue #18): HTML and text, in the recipient's language, from the `mail`
 * section of the language files, so the admin edits the templates where they edit every other
 * text. `send` works in the background (a slow SMTP server never holds up the answer that caused
 * the mail) and logs failures; `deliver` is for the mails whose request depends on them.
 */
export function createTransactionalMail(deps: {
  mailer: Mailer;
  copyOf: MailCopyOf;
  companyName: () => Promise<string>;
  defaultLanguage: () => Promise<string>;
  publicUrl: string;
  onError: (error: unknown, kind: MailKind) => void;
}) {
  const pending = new Set<Promise<void>>();

  async function copyFor(language: string | null | undefined) {
    return (language ? await deps.copyOf(language) : null) ?? (await deps.copyOf(await deps.defaultLanguage())) ?? (await deps.copyOf('en'))!;
  }

  async function compose(kind: MailKind, to: MailRecipient, options: MailOptions): Promise<MailMessage> {
    const [copy, company] = await Promise.all([copyFor(to.language), deps.companyName()]);
    const t = i18next.createInstance();
    // the copy is already laid over English (mail-copy.ts); the layout escapes for HTML
    await t.init({ lng: copy.code, fallbackLng: false, resources: { [copy.code]: { translation: copy.strings } }, initAsync: false, interpolation: { escapeValue: false } });
    const vars = { company, ...options.vars };
    const text = (key: string) => t.t(`${kind}.${key}`, { ...vars, defaultValue: '' });
    const name = to.name?.trim();
    const action = options.link && text('action') ? { label: text('action'), url: new URL(options.link, deps.publicUrl).toString() } : undefined;
    const body = renderMail({
      lang: copy.code,
      rtl: copy.rtl,
      company,
      heading: text('heading'),
      paragraphs: [name ? t.t('greeting', { name }) : t.t('greetingNoName'), ...text('body').split(/\n{2,}/), t.t('signature', vars)],
      action,
    });
    return { to: to.email, subject: text('subject'), ...body, ...(options.replyTo ? { replyTo: options.replyTo } : {}) };
  }

  return {
    async deliver(kind: MailKind, to: MailRecipient, options: MailOptions = {}): Promise<void> {
      await deps.mailer.send(await compose(kind, to, options));
    },

    send(kind: MailKind, to: MailRecipient, options: MailOptions = {}): void {
      const job = this.deliver(kind, to, options)
        .catch((error: unknown) => deps.onError(error, kind))
        .finally(() => pending.delete(job));
      pending.add(job);
    },

    /** Waits for the mails still being sent (on shutdown, and in tests). */
    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}
export type TransactionalMail = ReturnType<typeof createTransactionalMail>;

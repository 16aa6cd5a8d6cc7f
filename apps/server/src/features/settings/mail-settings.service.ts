import { MSG } from '@abode/shared/messages';
import { MAIL_SECRET_SETTINGS, MAIL_SETTINGS, type AdminMailSettings, type MailSettingsInput, type SmtpEncryption } from '@abode/shared/schemas/admin-site';
import { badRequest } from '../../core/http/errors.js';
import type { Mailer, SmtpSettings } from '../../core/mail/mailer.js';
import type { SecretBox } from '../../core/security/secret-box.js';
import type { SettingsAdminRepo } from './settings-admin.repo.js';
import { createSealedSettings } from './sealed-settings.js';

// The console's outgoing mail server (settings.manage, issue #17): used by the mailer in
// preference to SMTP_URL when a host is set (core/mail/mailer.ts ConfiguredMailer); the password
// is sealed like the payment secrets (ADR 033).

export function createMailSettingsService(deps: { repo: Pick<SettingsAdminRepo, 'values' | 'save'>; secrets: SecretBox }) {
  const sealed = createSealedSettings({ ...deps, keys: MAIL_SETTINGS, secretKeys: MAIL_SECRET_SETTINGS, entity: 'mail_settings' });

  return {
    get: (): Promise<AdminMailSettings> => sealed.get() as Promise<AdminMailSettings>,

    async update(actor: { id: number; ip: string }, input: MailSettingsInput): Promise<void> {
      await sealed.update(actor, input);
    },

    sealStored: sealed.sealStored,

    /** The console's SMTP server, or null when it sets no host (the server's SMTP_URL applies). */
    async smtp(): Promise<SmtpSettings | null> {
      const values = await sealed.plain();
      if (!values.smtp_host) return null;
      const encryption = (values.smtp_encryption || 'starttls') as SmtpEncryption;
      return {
        host: values.smtp_host,
        port: Number(values.smtp_port) || (encryption === 'tls' ? 465 : 587),
        encryption,
        user: values.smtp_user ?? '',
        password: values.smtp_password ?? '',
        from: values.smtp_from ?? '',
      };
    },

    /** Sends a short mail to `to` through what the mailer uses now; the SMTP server's refusal becomes the 400's message. */
    async sendTest(mailer: Mailer, to: string, companyName: string): Promise<void> {
      const text = `This mail was sent from the ${companyName} admin console to check its mail settings.`;
      try {
        await mailer.send({ to, subject: `${companyName}: test mail`, text, html: `<p>${text.replace(/[<>&"]/g, '')}</p>` });
      } catch (error) {
        throw badRequest(`${MSG.testMailFailed}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
export type MailSettingsService = ReturnType<typeof createMailSettingsService>;

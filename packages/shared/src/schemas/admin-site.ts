import { z } from 'zod';
import { PUBLIC_IMAGE_SETTINGS } from './settings';

// The console's site images (logos, favicon, placeholder) and outgoing mail server (issue #17).

/** The settings that hold a stored image; web-settings answers them as URLs. */
export const SITE_IMAGE_SETTINGS = PUBLIC_IMAGE_SETTINGS;
export type SiteImageSetting = (typeof SITE_IMAGE_SETTINGS)[number];
/** Multipart: an `image` file (PNG, JPEG or WebP) for the setting named in the path. */
export const siteImageParams = z.object({ key: z.enum(SITE_IMAGE_SETTINGS, { error: 'Unknown image setting' }) });

/** How the connection is protected: TLS from the start (465), STARTTLS required, or neither (a local relay). */
export const SMTP_ENCRYPTIONS = ['starttls', 'tls', 'none'] as const;
export type SmtpEncryption = (typeof SMTP_ENCRYPTIONS)[number];

export const MAIL_SETTINGS = ['smtp_host', 'smtp_port', 'smtp_encryption', 'smtp_user', 'smtp_password', 'smtp_from'] as const;
/** Sealed in the database (ADR 033), answered masked, kept when sent empty. */
export const MAIL_SECRET_SETTINGS: readonly string[] = ['smtp_password'];

const text = (label: string, max: number) => z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

/** An empty host means "the server's SMTP_URL" (or its outbox); the other fields matter only with a host. */
export const mailSettingsInput = z.strictObject(
  {
    smtp_host: text('SMTP host', 191)
      .refine((v) => v === '' || /^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:.]+\]$/.test(v), 'SMTP host must be a host name or address')
      .optional(),
    smtp_port: z
      .union([z.literal(''), z.coerce.number({ error: 'SMTP port must be a number' }).int('SMTP port must be a whole number').min(1, 'SMTP port must be 1 to 65535').max(65535, 'SMTP port must be 1 to 65535')])
      .transform((v) => String(v))
      .optional(),
    smtp_encryption: z.enum(SMTP_ENCRYPTIONS, { error: 'Encryption must be starttls, tls or none' }).optional(),
    smtp_user: text('SMTP user', 191).optional(),
    smtp_password: z.string({ error: 'SMTP password must be text' }).max(500, 'SMTP password must be at most 500 characters').optional(),
    smtp_from: z.union([z.literal(''), z.email('Invalid email format').max(191)]).optional(),
  },
  { error: 'Unknown setting' },
);
export type MailSettingsInput = z.infer<typeof mailSettingsInput>;
export type AdminMailSettings = Record<(typeof MAIL_SETTINGS)[number], string>;

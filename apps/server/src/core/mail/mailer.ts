import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (the contact form's visitor), when not to the sender. */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/** SMTP when SMTP_URL is set (smtp://user:pass@host:587, smtps://…). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}

/**
 * Without SMTP, every message becomes a readable .eml file in DATA_DIR/outbox (and a log line),
 * so that codes and links can be read on a development machine.
 */
export class OutboxMailer implements Mailer {
  private sent = 0;
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: Logger,
  ) {}
  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    await mkdir(this.dir, { recursive: true });
    const safeTo = message.to.replace(/[^\w.@-]+/g, '_').slice(0, 80);
    // the sequence keeps two mails to one address in the same millisecond apart
    const file = path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++this.sent).padStart(4, '0')}-${safeTo}.eml`);
    await writeFile(file, info.message as Buffer);
    this.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox (no SMTP_URL configured)');
  }
}

/** An SMTP server set in the console (issue #17); the password already opened. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** tls: TLS from the start; starttls: the upgrade is required; none: plain (a local relay). */
  encryption: 'tls' | 'starttls' | 'none';
  user: string;
  password: string;
  /** The sender; "" = MAIL_FROM. */
  from: string;
}

/**
 * The console's SMTP server when one is set, else `fallback` (SMTP_URL, or the outbox). The
 * settings are read for every mail, so a change in the console (on any instance) applies to the
 * next one without a restart; the transport is built again only when they change.
 */
export class ConfiguredMailer implements Mailer {
  private built: { key: string; transport: Transporter; from: string } | undefined;
  constructor(
    private readonly options: { load: () => Promise<SmtpSettings | null>; fallback: Mailer; from: string },
  ) {}

  async send(message: MailMessage): Promise<void> {
    const smtp = await this.options.load();
    if (!smtp) return this.options.fallback.send(message);
    const key = JSON.stringify(smtp);
    if (this.built?.key !== key) {
      this.built?.transport.close();
      this.built = {
        key,
        from: smtp.from || this.options.from,
        transport: nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.encryption === 'tls',
          requireTLS: smtp.encryption === 'starttls',
          ignoreTLS: smtp.encryption === 'none',
          ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
          // a wrong host fails the console's test mail within seconds, not minutes
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        }),
      };
    }
    await this.built.transport.sendMail({ from: this.built.from, ...message });
  }
}

export function createMailer(options: { smtpUrl?: string | undefined; from: string; dataDir: string; log: Logger }): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.from)
    : new OutboxMailer(path.join(options.dataDir, 'outbox'), options.from, options.log);
}

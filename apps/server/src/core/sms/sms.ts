import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface SmsSender {
  send(to: string, body: string): Promise<void>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/** Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json with basic auth. */
export class TwilioSms implements SmsSender {
  constructor(
    private readonly options: { accountSid: string; authToken: string; from: string; apiUrl: string },
  ) {}

  async send(to: string, body: string): Promise<void> {
    const { accountSid, authToken, from, apiUrl } = this.options;
    const url = `${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: from, Body: body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const detail = (await response.json().catch(() => ({}))) as { message?: string; code?: number };
      throw new Error(`Twilio refused the message (${response.status}${detail.code ? ` ${detail.code}` : ''}): ${detail.message ?? 'no detail'}`);
    }
  }
}

/** Without a provider, texts go to the log and DATA_DIR/outbox/sms.log so codes can be read in development. */
export class OutboxSms implements SmsSender {
  constructor(
    private readonly dir: string,
    private readonly log: Logger,
  ) {}
  async send(to: string, body: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await appendFile(path.join(this.dir, 'sms.log'), `${new Date().toISOString()}\t${to}\t${body}\n`);
    this.log.info({ to, body }, 'SMS written to outbox (no SMS provider configured)');
  }
}

export function createSmsSender(options: {
  provider: 'log' | 'twilio';
  twilio: { accountSid?: string | undefined; authToken?: string | undefined; from?: string | undefined; apiUrl: string };
  dataDir: string;
  log: Logger;
}): SmsSender {
  const { accountSid, authToken, from, apiUrl } = options.twilio;
  if (options.provider === 'twilio') {
    if (!accountSid || !authToken || !from) throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
    return new TwilioSms({ accountSid, authToken, from, apiUrl });
  }
  return new OutboxSms(path.join(options.dataDir, 'outbox'), options.log);
}

import { type AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
}

/** A real SMTP server on loopback that keeps what it receives (tests point SMTP_URL at it). */
export async function startMailbox() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, subject });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The newest mail to an address. */
    last(to: string) {
      return [...messages].reverse().find((m) => m.to.includes(to));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code of the newest verification mail to an address. */
export function otpFrom(mail: ReceivedMail | undefined): string {
  const code = mail && /^(\d{6}) is your/.exec(mail.subject)?.[1];
  if (!code) throw new Error('no verification code in the mailbox');
  return code;
}

/** A received mail decoded (MIME words, quoted-printable, both parts), as a reader sees it. */
export async function readMail(mail: ReceivedMail | undefined) {
  if (!mail) throw new Error('no such mail in the mailbox');
  const parsed = await simpleParser(mail.raw);
  return { subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', replyTo: parsed.replyTo?.text ?? '' };
}

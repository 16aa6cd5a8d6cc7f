import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { e2eDataDir } from './server-data';

const POLL_MS = 200;
const TIMEOUT_MS = 10_000;

function outboxDir(): string {
  return path.join(e2eDataDir(), 'outbox');
}

/** The newest .eml the server wrote for `to` (file names carry the address), waiting for it to arrive. */
async function latestMailTo(to: string, newerThan: Set<string>): Promise<string> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const files = await readdir(outboxDir()).catch(() => [] as string[]);
    const fresh = files.filter((file) => file.endsWith(`-${to}.eml`) && !newerThan.has(file)).sort();
    const newest = fresh.at(-1);
    if (newest) return readFile(path.join(outboxDir(), newest), 'utf8');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no new mail to ${to} in ${outboxDir()} within ${TIMEOUT_MS / 1000} s`);
}

/** Names of the mails already sent to `to`: pass them to readCode to wait for the next one. */
export async function mailsTo(to: string): Promise<Set<string>> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  return new Set(files.filter((file) => file.endsWith(`-${to}.eml`)));
}

/** The 6-digit code of the next verification mail to `to` (it is in the subject line). */
export async function readCode(to: string, seen: Set<string>): Promise<string> {
  const mail = await latestMailTo(to, seen);
  const code = /^Subject:.*?\b(\d{6})\b/m.exec(mail)?.[1];
  if (!code) throw new Error(`no 6-digit code in the subject of the mail to ${to}`);
  return code;
}

/** The whole next mail to `to` (raw .eml), once it has arrived. */
export function nextMailTo(to: string, seen: Set<string>): Promise<string> {
  return latestMailTo(to, seen);
}

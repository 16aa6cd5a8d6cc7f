import type { Agent } from 'node:https';

// Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291), through the
// maintained `web-push` package, imported on first use (as ADR 021's protocol libraries are).

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A browser's subscription as stored: its push service endpoint and its P-256 key + auth secret. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** gone: the push service no longer knows the subscription (404/410) and it should be forgotten. */
export type PushOutcome = 'delivered' | 'gone';

/** The push services of the major browsers; `*.` matches any subdomain. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

const load = async () => (await import('web-push')).default;

export async function generateVapidKeys(): Promise<VapidKeys> {
  return (await load()).generateVAPIDKeys();
}

/** Only https endpoints on the configured push services: the server never posts to a host a user picked. */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => (allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1 : host === allowed));
}

export interface WebPushOptions {
  /** mailto: or https: contact the push services may use (VAPID `sub`). */
  subject: string;
  keys: () => Promise<VapidKeys>;
  /** How long a push service keeps an undelivered message. */
  ttlSeconds?: number;
  /** TLS agent for the requests (tests trust their loopback push service with it). */
  agent?: Agent | undefined;
}

export function createWebPush(options: WebPushOptions) {
  return {
    async send(target: PushTarget, payload: string): Promise<PushOutcome> {
      const [webpush, keys] = await Promise.all([load(), options.keys()]);
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: options.ttlSeconds ?? 86_400,
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return 'delivered';
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        throw error;
      }
    },
  };
}
export type WebPush = ReturnType<typeof createWebPush>;

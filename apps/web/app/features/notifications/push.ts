import type { ApiClient } from '~/lib/api-client';
import { fetchPushPublicKey, forgetPushSubscription, savePushSubscription } from './api';

// Web Push in the browser: the service worker (/sw.js) receives what the server pushes. The
// permission prompt only ever follows a click on the notifications page (never on page load).

export const SERVICE_WORKER_URL = '/sw.js';
/** What the service worker posts to an open, focused page instead of showing a system notification. */
export const PUSH_MESSAGE = 'abode:push';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export class PushPermissionDenied extends Error {}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** This browser's push endpoint, if it is subscribed (sent on logout so only it is forgotten). */
export async function currentPushEndpoint(): Promise<string | null> {
  if (!pushSupported()) return null;
  return (await currentSubscription())?.endpoint ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Asks for permission, subscribes this browser with the server's VAPID key and hands the subscription to the API. */
export async function enablePush(api: ApiClient): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushPermissionDenied();
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await fetchPushPublicKey(api)) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('incomplete push subscription');
  await savePushSubscription(api, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
}

export async function disablePush(api: ApiClient): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await forgetPushSubscription(api, subscription.endpoint);
  await subscription.unsubscribe();
}

import type { TFunction } from 'i18next';
import { CHAT_MSG } from '@abode/shared/schemas/chat';
import { translateApiMessage } from '~/lib/i18n';

const CHAT_KEYS = new Map(Object.entries(CHAT_MSG).map(([key, text]) => [text as string, key]));

/** An API answer of a chat call in the reader's language (chat's own messages, then the shared ones). */
export function chatMessageText(t: TFunction, message: string): string {
  const key = CHAT_KEYS.get(message);
  return key ? t(`chat.error.${key}`) : translateApiMessage(t, message);
}

/** m:ss of a voice note. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Photos come back re-encoded as WebP; older or imported ones may be PNG or JPEG. */
export const isImageUrl = (url: string) => /\.(webp|png|jpe?g)$/i.test(url);

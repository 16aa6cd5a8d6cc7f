/** A one-shot notice that survives a redirect: set by an action, shown as a toast by the next page. */
export const FLASH_COOKIE = 'abode_flash';

/** Translation keys a flash may carry; anything else in the cookie is ignored. */
export const FLASH_MESSAGES = ['loginSuccess', 'loggedOut', 'accountDeleted', 'resetDone', 'auth.verifiedWelcome', 'profileUpdated', 'verifyEmailFirst', 'articleSaved', 'articleDeleted'] as const;
export type FlashMessage = (typeof FLASH_MESSAGES)[number];

export function isFlashMessage(value: unknown): value is FlashMessage {
  return FLASH_MESSAGES.includes(value as FlashMessage);
}

/** Readable by the page's script (not httpOnly), which clears it once shown. */
export function flashCookie(message: FlashMessage): string {
  return `${FLASH_COOKIE}=${encodeURIComponent(message)}; Path=/; Max-Age=60; SameSite=Lax`;
}

export const clearedFlashCookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

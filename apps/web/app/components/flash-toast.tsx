import { useEffect } from 'react';
import { useTranslation } from '~/lib/translation';
import { useLocation } from 'react-router';
import { parseCookies } from '~/lib/cookies';
import { clearedFlashCookie, FLASH_COOKIE, isFlashMessage } from '~/lib/flash';
import { useToaster } from './toaster';

/** Shows the flash an action left before redirecting here (log out, account deleted, …) once. */
export function FlashToast() {
  const { t } = useTranslation();
  const toaster = useToaster();
  const location = useLocation();

  useEffect(() => {
    const message = parseCookies(document.cookie)[FLASH_COOKIE];
    if (message === undefined) return;
    document.cookie = clearedFlashCookie;
    if (isFlashMessage(message)) toaster.show(t(message), 'success');
  }, [location.key, t, toaster]);

  return null;
}

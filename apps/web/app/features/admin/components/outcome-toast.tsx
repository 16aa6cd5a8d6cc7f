import { useEffect, useRef } from 'react';
import { useToaster } from '~/components/toaster';
import { translateApiMessage } from '~/lib/i18n';
import { useTranslation } from '~/lib/translation';
import type { AdminOutcome } from '../access.server';

/**
 * Says how a console form went, in a toast (the API's message, translated) — once per answer:
 * the page re-renders with new translation functions after the action, and must not say it twice.
 */
export function useOutcomeToast(outcome: AdminOutcome | undefined) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const shown = useRef<AdminOutcome | undefined>(undefined);
  useEffect(() => {
    if (!outcome || shown.current === outcome) return;
    shown.current = outcome;
    const text = outcome.key
      ? t(outcome.key)
      : outcome.done !== undefined
        ? t('admin.queue.bulkResult', { done: outcome.done, failed: outcome.failed ?? 0 })
        : translateApiMessage(t, outcome.message);
    toaster.show(text, outcome.ok && !outcome.failed ? 'success' : 'error');
  }, [outcome, t, toaster]);
}

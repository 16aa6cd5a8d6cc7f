import { useEffect, useId, useState } from 'react';
import type { RecipientOption } from '@abode/shared/schemas/admin-money';
import { inputClasses } from '~/components/form-field';
import { useTranslation } from '~/lib/translation';
import { searchRecipients } from '../money-api';

const MIN_SEARCH = 2;
const DEBOUNCE_MS = 250;

/**
 * Chooses the users a notification goes to: a search box whose matches are added with a button,
 * the chosen ones listed with a remove button each, and sent as `user_ids[]`.
 */
export function RecipientPicker({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const [matches, setMatches] = useState<RecipientOption[]>([]);
  const [chosen, setChosen] = useState<RecipientOption[]>([]);

  const text = search.trim();
  const searching = text.length >= MIN_SEARCH;
  useEffect(() => {
    if (!searching) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchRecipients(text, abort.signal)
        .then(setMatches)
        .catch(() => setMatches([]));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text, searching]);
  // a search too short to run shows no matches (the last ones belong to another text)
  const shown = searching ? matches : [];

  const add = (user: RecipientOption) => setChosen((list) => (list.some((u) => u.id === user.id) ? list : [...list, user]));
  const remove = (userId: number) => setChosen((list) => list.filter((u) => u.id !== userId));

  return (
    <fieldset disabled={disabled} className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 disabled:opacity-60">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('admin.notifications.chosenUsers')}</legend>
      {chosen.map((user) => (
        <input key={user.id} type="hidden" name="user_ids[]" value={user.id} />
      ))}
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.notifications.noneChosen')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-live="polite">
          {chosen.map((user) => (
            <li key={user.id} className="inline-flex items-center gap-1 rounded-full bg-white py-1 ps-3 pe-1 text-sm ring-1 ring-slate-200">
              <span className="bidi-plain">{user.name}</span>
              <button type="button" onClick={() => remove(user.id)} className="rounded-full px-2 py-0.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900">
                <span aria-hidden="true">×</span>
                <span className="sr-only">{t('admin.notifications.remove', { name: user.name })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <label htmlFor={`${id}-search`} className="text-sm font-semibold text-slate-800">
          {t('admin.notifications.findUser')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={200}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          className={`mt-1.5 ${inputClasses}`}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t('admin.notifications.findHint')}
        </p>
      </div>
      {shown.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label={t('admin.notifications.matches')}>
          {shown.map((user) => (
            <li key={user.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="bidi-plain block truncate font-semibold text-slate-900">{user.name}</span>
                {user.email ? <span className="bidi-plain block truncate text-slate-600">{user.email}</span> : null}
              </span>
              <button
                type="button"
                onClick={() => add(user)}
                disabled={chosen.some((u) => u.id === user.id)}
                className="shrink-0 rounded-lg px-3 py-1.5 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-50"
              >
                {t('admin.notifications.add')}
                <span className="sr-only">: {user.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

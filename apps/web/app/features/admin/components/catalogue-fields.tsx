import { type ReactNode, useState } from 'react';
import { buttonClasses } from '~/components/button';
import { FieldShell, inputClasses, TextField } from '~/components/form-field';
import { apiMessageKey } from '~/lib/i18n';
import { useSite } from '~/lib/site-context';
import { useTranslation } from '~/lib/translation';
import type { AdminOutcome } from '../access.server';

// The controls the catalogue pages' forms share: names in other languages, a picture, options one
// per line, switches, reorder and delete buttons, and each field's refusal beside it.

/** The refusal of one field of form `form`, translated (the API's messages by their key, the page's own checks by the field). */
export function useFieldErrors(outcome: AdminOutcome | undefined, form: string) {
  const { t } = useTranslation();
  return (field: string): string | undefined => {
    if (!outcome || outcome.ok || outcome.form !== form) return undefined;
    const message = outcome.fieldErrors?.[field];
    if (message === undefined) return undefined;
    const key = apiMessageKey(message);
    return key ? t(key) : t(`admin.catalogue.errors.${field}`);
  };
}

/** A key that changes each time form `form` saves, to empty an add form after it. */
export function useResetKey(outcome: AdminOutcome | undefined, form: string): number {
  const [state, setState] = useState({ outcome, key: 0 });
  // adjusted while rendering when a new answer arrives (React's pattern for state that follows a prop)
  if (state.outcome !== outcome) {
    const key = outcome?.ok && outcome.form === form ? state.key + 1 : state.key;
    setState({ outcome, key });
    return key;
  }
  return state.key;
}

/** The name in each other language the site offers (blank: the original shows). */
export function TranslationInputs({ idPrefix, values, label }: { idPrefix: string; values: Record<string, string>; label: string }) {
  const { t } = useTranslation();
  const { settings } = useSite();
  const others = settings.languages.filter((l) => l.code !== 'en');
  if (others.length === 0) return null;
  return (
    <>
      {others.map((language) => (
        <TextField
          key={language.code}
          id={`${idPrefix}-tr-${language.code}`}
          name={`translations[${language.code}]`}
          label={t('admin.catalogue.inLanguage', { label, language: language.name })}
          defaultValue={values[language.code] ?? ''}
          maxLength={255}
          lang={language.code}
          dir={language.rtl ? 'rtl' : 'ltr'}
        />
      ))}
    </>
  );
}

/** A picture input (JPEG, PNG or WebP) with the current picture beside it. */
export function ImageInput({ id, label, current, error }: { id: string; label: string; current?: string | undefined; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <FieldShell id={id} label={label} error={error} hint={t('admin.catalogue.imageHint')}>
      {(describedBy) => (
        <div className="flex items-center gap-3">
          {current ? <img src={current} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg bg-slate-100 object-cover" /> : null}
          <input
            id={id}
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            className={`${inputClasses} file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
          />
        </div>
      )}
    </FieldShell>
  );
}

/** Options of a choice, one per line. */
export function OptionsInput({ id, defaultValue, error }: { id: string; defaultValue: readonly string[]; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <FieldShell id={id} label={t('admin.catalogue.options')} error={error} hint={t('admin.catalogue.optionsHint')}>
      {(describedBy) => <textarea id={id} name="options" rows={4} defaultValue={defaultValue.join('\n')} aria-invalid={Boolean(error)} aria-describedby={describedBy} className={inputClasses} />}
    </FieldShell>
  );
}

/** A check box sent as 1 when ticked (the page's action sends 0 otherwise). */
export function SwitchInput({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800">
      <input type="checkbox" name={name} value="1" defaultChecked={defaultChecked} className="size-5 accent-brand-700" />
      {label}
    </label>
  );
}

/** Move up / move down buttons of one row of an ordered list (a form of their own: intent up or down, id). */
export function OrderButtons({ id, name, first, last, busy }: { id: number; name: string; first: boolean; last: boolean; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value="up" disabled={busy || first} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <span aria-hidden="true">↑</span>
        <span className="sr-only">{t('admin.catalogue.moveUp', { name })}</span>
      </button>
      <button type="submit" name="intent" value="down" disabled={busy || last} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <span aria-hidden="true">↓</span>
        <span className="sr-only">{t('admin.catalogue.moveDown', { name })}</span>
      </button>
    </>
  );
}

/** A delete button that asks first (the browser's confirm; without script the form posts at once). */
export function DeleteButton({ name, busy, children }: { name: string; busy: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      name="intent"
      value="delete"
      disabled={busy}
      className={buttonClasses({ variant: 'dangerGhost', size: 'sm' })}
      onClick={(event) => {
        if (!window.confirm(t('admin.catalogue.confirmDelete', { name }))) event.preventDefault();
      }}
    >
      {children ?? t('admin.catalogue.delete')}
      <span className="sr-only">: {name}</span>
    </button>
  );
}

/** On / off beside a row's name. */
export function StatusLabel({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${on ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700'}`}>
      {on ? t('admin.catalogue.on') : t('admin.catalogue.off')}
    </span>
  );
}

/** A bordered card section named by its heading (`${id}-heading`, apart from its forms' field ids). */
export function CatalogueSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

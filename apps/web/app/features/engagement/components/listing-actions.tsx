import { useId, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { EngageToggle } from '~/components/engage-toggle';
import { FormAlert, TextAreaField } from '~/components/form-field';
import { FlagIcon, HandIcon, HeartIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { translateApiMessage } from '~/lib/i18n';
import { useTranslation } from '~/lib/translation';
import type { EngageResult } from '../engage-action.server';

interface ListingActionsProps {
  listingId: number;
  slugId: string;
  favourite: boolean;
  interested: boolean;
  reported: boolean;
  /** sell and rent listings take interest and reports */
  open: boolean;
  /** the asking user owns the listing: nothing to favourite, show interest in or report */
  own: boolean;
  reasons: { id: number; label: string }[];
}

const TOGGLE = 'w-full justify-start';

/** The detail page's favourite and interest switches and the report form. */
export function ListingActions({ listingId, slugId, favourite, interested, reported, open, own, reasons }: ListingActionsProps) {
  const { t } = useTranslation();
  if (own) return null;
  const listingPath = paths.property(slugId);
  return (
    <section aria-label={t('engage.favourite')} className="space-y-2 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <EngageToggle
        intent="favourite"
        targetId={listingId}
        listingPath={listingPath}
        on={favourite}
        label={t('engage.favourite')}
        className={(on) => buttonClasses({ variant: on ? 'primary' : 'secondary', className: TOGGLE })}
      >
        {(on) => (
          <>
            <HeartIcon size={18} fill={on ? 'currentColor' : 'none'} />
            {on ? t('engage.saved') : t('engage.favourite')}
          </>
        )}
      </EngageToggle>
      {open ? (
        <EngageToggle
          intent="interest"
          targetId={listingId}
          listingPath={listingPath}
          on={interested}
          label={t('engage.interested')}
          className={(on) => buttonClasses({ variant: on ? 'primary' : 'secondary', className: TOGGLE })}
        >
          {(on) => (
            <>
              <HandIcon size={18} />
              {on ? t('engage.interestShown') : t('engage.interested')}
            </>
          )}
        </EngageToggle>
      ) : null}
      {open ? <ReportForm listingId={listingId} listingPath={listingPath} reported={reported} reasons={reasons} /> : null}
    </section>
  );
}

/** A disclosure (keyboard and no-JavaScript friendly) holding the report form. */
function ReportForm({ listingId, listingPath, reported, reasons }: { listingId: number; listingPath: string; reported: boolean; reasons: { id: number; label: string }[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<EngageResult>({ key: `report-${listingId}` });
  const [missingText, setMissingText] = useState(false);
  const headingId = useId();
  const done = reported || (fetcher.data?.ok ?? false);
  if (done) {
    return (
      <p className="flex items-center gap-2 px-1 py-2 text-sm font-medium text-slate-600" role="status">
        <FlagIcon size={16} />
        {fetcher.data?.ok ? translateApiMessage(t, fetcher.data.message) : t('engage.reported')}
      </p>
    );
  }
  return (
    <details className="group rounded-xl">
      <summary className={buttonClasses({ variant: 'ghost', className: 'w-full cursor-pointer list-none justify-start' })}>
        <FlagIcon size={18} />
        {t('engage.report')}
      </summary>
      <fetcher.Form
        method="post"
        action={paths.engage}
        aria-labelledby={headingId}
        className="mt-3 space-y-4 px-1"
        onSubmit={(event) => {
          const body = new FormData(event.currentTarget);
          const other = String(body.get('other_message') ?? '').trim();
          event.preventDefault();
          if (body.get('reason_id') === '0' && !other) {
            setMissingText(true);
            return;
          }
          body.set('js', '1');
          void fetcher.submit(body, { method: 'post', action: paths.engage });
        }}
      >
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t('engage.reportTitle')}
        </h3>
        <p className="text-sm text-slate-600">{t('engage.reportLead')}</p>
        {fetcher.data && !fetcher.data.ok ? <FormAlert tone="error">{translateApiMessage(t, fetcher.data.message)}</FormAlert> : null}
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="id" value={listingId} />
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <input type="hidden" name="listing" value={listingPath} />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{t('engage.reason')}</legend>
          <div className="mt-2 space-y-2">
            {[...reasons, { id: 0, label: t('engage.otherReason') }].map((option) => (
              <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" name="reason_id" value={option.id} required className="size-4 text-brand-700" />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField name="other_message" label={t('engage.otherText')} rows={3} maxLength={1000} error={missingText ? t('engage.otherRequired') : undefined} />
        <button type="submit" className={buttonClasses({ variant: 'danger', size: 'sm' })} disabled={fetcher.state !== 'idle'}>
          {t('engage.send')}
        </button>
      </fetcher.Form>
    </details>
  );
}

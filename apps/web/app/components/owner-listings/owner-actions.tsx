import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link, useFetcher } from 'react-router';
import { buttonClasses } from '~/components/button';
import { useToaster } from '~/components/toaster';
import { translateApiMessage } from '~/lib/i18n';
import type { OwnerActionResult } from '~/lib/owner-listings/owner-action.server';
import { availableIntents, isEditable, stateAfter, type ListingState, type OwnerIntent } from '~/lib/owner-listings/status';

/** The fetcher of one listing's status changes: the row reads it to show the new state at once. */
export function ownerFetcherKey(kind: 'property' | 'project', id: number): string {
  return `owner-${kind}-${id}`;
}

/** The state to show: the one a status change under way will leave the listing in (optimistic). */
export function useShownState(kind: 'property' | 'project', id: number, state: ListingState): ListingState {
  const fetcher = useFetcher<OwnerActionResult>({ key: ownerFetcherKey(kind, id) });
  const intent = fetcher.formData?.get('intent');
  if (fetcher.state !== 'idle' && typeof intent === 'string' && intent !== 'delete') return stateAfter(state, intent as OwnerIntent);
  return state;
}

interface OwnerActionsProps {
  kind: 'property' | 'project';
  id: number;
  state: ListingState;
  /** Edit page of the listing (properties and projects have their own forms). */
  editHref: string;
  /** This page with the delete confirmation open. */
  deleteHref: string;
}

const ACTION_BUTTON = buttonClasses({ variant: 'secondary', size: 'sm' });
const DELETE_LINK = buttonClasses({ variant: 'dangerGhost', size: 'sm' });

/**
 * Edit, the status changes valid for this listing, and delete. Each status change is a form post
 * (works without JavaScript); with JavaScript it goes through a fetcher and shows its result at once.
 */
export function OwnerActions({ kind, id, state, editHref, deleteHref }: OwnerActionsProps) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const fetcher = useFetcher<OwnerActionResult>({ key: ownerFetcherKey(kind, id) });
  const shown = useShownState(kind, id, state);
  const reported = useRef<OwnerActionResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || reported.current === result) return;
    reported.current = result;
    toaster.show(translateApiMessage(t, result.message), result.ok ? 'success' : 'error');
  }, [fetcher.state, fetcher.data, t, toaster]);

  const busy = fetcher.state !== 'idle';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {isEditable(shown) ? (
        <Link to={editHref} className={ACTION_BUTTON}>
          {t('myListings.action.edit')}
        </Link>
      ) : null}
      {availableIntents(shown).map((intent) => (
        <fetcher.Form key={intent} method="post" preventScrollReset>
          <input type="hidden" name="id" value={id} />
          <button type="submit" name="intent" value={intent} disabled={busy} className={ACTION_BUTTON}>
            {t(`myListings.action.${intent}`)}
          </button>
        </fetcher.Form>
      ))}
      <Link to={deleteHref} preventScrollReset className={DELETE_LINK}>
        {t('myListings.action.delete')}
      </Link>
    </div>
  );
}

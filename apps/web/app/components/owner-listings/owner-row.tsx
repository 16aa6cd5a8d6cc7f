import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link, useNavigation } from 'react-router';
import { Photo } from '~/components/photo';
import type { ListingState } from '~/lib/owner-listings/status';
import { OwnerActions, useShownState } from './owner-actions';
import { StatusBadges } from './status-badges';

export interface OwnerRowProps {
  kind: 'property' | 'project';
  id: number;
  state: ListingState;
  title: string;
  /** The owner's page of the listing (the title links there). */
  href: string;
  image: string;
  placeholder: string;
  rejectReason: string;
  editHref: string;
  deleteHref: string;
  /** Price, place and the like, under the title. */
  details: ReactNode;
  /** Views, interested users, posted time. */
  stats: ReactNode;
}

/** One of the owner's listings in a list: photo, title, status, reject reason, figures and actions. */
export function OwnerRow({ kind, id, state, title, href, image, placeholder, rejectReason, editHref, deleteHref, details, stats }: OwnerRowProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const shown = useShownState(kind, id, state);
  // the delete post is under way: the row goes at once (it is back if the delete fails)
  const deleting = navigation.formData?.get('intent') === 'delete' && navigation.formData.get('id') === String(id);
  if (deleting) return null;
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:p-5">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Photo src={image} placeholder={placeholder} alt="" width={320} height={240} sizes="(min-width: 640px) 12rem, 100vw" className="aspect-[4/3] w-full rounded-xl sm:w-48" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <StatusBadges state={shown} />
        <h2 className="bidi-plain text-base leading-snug font-semibold text-slate-900 sm:text-lg">
          <Link to={href} className="hover:underline">
            {title}
          </Link>
        </h2>
        {details}
        {state.requestStatus === 'rejected' && rejectReason ? (
          <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
            <span className="font-semibold">{t('myListings.rejectReason')}: </span>
            {rejectReason}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">{stats}</div>
        <div className="mt-auto pt-2">
          <OwnerActions kind={kind} id={id} state={state} editHref={editHref} deleteHref={deleteHref} />
        </div>
      </div>
    </li>
  );
}

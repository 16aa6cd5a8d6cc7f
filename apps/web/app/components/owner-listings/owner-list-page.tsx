import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { ButtonLink } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { FormAlert } from '~/components/form-field';
import { PageHeader } from '~/components/page-header';
import { Pagination } from '~/components/pagination';
import { useToaster } from '~/components/toaster';
import { translateApiMessage } from '~/lib/i18n';
import type { OwnerActionResult } from '~/lib/owner-listings/owner-action.server';
import { StatusTabs } from './status-tabs';

interface OwnerListPageProps<T extends string> {
  title: string;
  lead: string;
  addLabel: string;
  addHref: string;
  emptyTitle: string;
  emptyText: string;
  tabs: readonly T[];
  tab: T;
  tabHref: (tab: T) => string;
  page: number;
  pageCount: number;
  pageHref: (page: number) => string;
  /** The result of a plain form post (a delete, or a status change without JavaScript). */
  actionData: OwnerActionResult | undefined;
  /** The rows (<li>s), or nothing when the list is empty. */
  rows: ReactNode[];
  /** The delete confirmation, when open. */
  dialog: ReactNode;
}

/** The frame of "My properties" and "My projects": header, status tabs, rows, pages, empty state. */
export function OwnerListPage<T extends string>(props: OwnerListPageProps<T>) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const { actionData } = props;

  useEffect(() => {
    if (actionData) toaster.show(translateApiMessage(t, actionData.message), actionData.ok ? 'success' : 'error');
  }, [actionData, t, toaster]);

  return (
    <>
      <PageHeader title={props.title} lead={props.lead}>
        <div className="mt-5">
          <ButtonLink to={props.addHref}>{props.addLabel}</ButtonLink>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
        <StatusTabs tabs={props.tabs} current={props.tab} hrefFor={props.tabHref} />
        {actionData && !actionData.ok ? <FormAlert tone="error">{translateApiMessage(t, actionData.message)}</FormAlert> : null}
        {props.rows.length === 0 ? (
          <EmptyState title={props.emptyTitle} text={props.emptyText} action={<ButtonLink to={props.addHref}>{props.addLabel}</ButtonLink>} />
        ) : (
          <>
            <ul className="space-y-4">{props.rows}</ul>
            <Pagination page={props.page} pageCount={props.pageCount} hrefFor={props.pageHref} />
          </>
        )}
      </div>
      {props.dialog}
    </>
  );
}

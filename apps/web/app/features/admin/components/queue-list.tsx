import type { ReactNode } from 'react';
import { EmptyState } from '~/components/empty-state';
import { Pagination } from '~/components/pagination';
import { pageCount } from '~/lib/paging';
import { useTranslation } from '~/lib/translation';
import { ADMIN_PAGE_SIZE } from '../api';

/** One page of a queue (reports, verification requests…) as cards, or the empty notice; with its pagination. */
export function QueueList<T extends { id: number }>(props: {
  items: T[];
  total: number;
  page: number;
  hrefFor: (page: number) => string;
  emptyText: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (props.items.length === 0) return <EmptyState title={t('admin.queue.emptyTitle')} text={props.emptyText} />;
  return (
    <>
      <ul className="space-y-4">
        {props.items.map((item) => (
          <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            {props.children(item)}
          </li>
        ))}
      </ul>
      <Pagination page={props.page} pageCount={pageCount(props.total, ADMIN_PAGE_SIZE)} hrefFor={props.hrefFor} />
    </>
  );
}

import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { ChevronEndIcon, ChevronStartIcon } from './icons';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** URL of a page number. */
  hrefFor: (page: number) => string;
}

/** Page numbers around the current one, with the first and last always reachable. */
function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) result.push('gap');
    result.push(p);
  });
  return result;
}

const ITEM = 'inline-flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-semibold';

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={`${ITEM} text-slate-700 hover:bg-slate-100`}>
          <ChevronStartIcon size={18} className="rtl:-scale-x-100" />
          <span className="sr-only sm:not-sr-only">{t('pagination.previous')}</span>
        </Link>
      ) : null}
      {visiblePages(page, pageCount).map((p, index) =>
        p === 'gap' ? (
          <span key={`gap-${index}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: p })}
            className={`${ITEM} ${p === page ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={`${ITEM} text-slate-700 hover:bg-slate-100`}>
          <span className="sr-only sm:not-sr-only">{t('pagination.next')}</span>
          <ChevronEndIcon size={18} className="rtl:-scale-x-100" />
        </Link>
      ) : null}
    </nav>
  );
}

import { Fragment } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { ChevronEndIcon } from './icons';

function Separator() {
  return (
    <li aria-hidden="true">
      <ChevronEndIcon size={14} className="rtl:-scale-x-100" />
    </li>
  );
}

/** The trail from the home page through `links` to the page itself (`current`, when given). */
export function Breadcrumbs({ links, current }: { links: readonly { label: string; to: string }[]; current?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('property.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        <li>
          <Link to={paths.home} className="hover:text-slate-900">
            {t('nav.home')}
          </Link>
        </li>
        {links.map((link) => (
          <Fragment key={link.to}>
            <Separator />
            <li>
              <Link to={link.to} className="hover:text-slate-900">
                {link.label}
              </Link>
            </li>
          </Fragment>
        ))}
        {current !== undefined ? (
          <>
            <Separator />
            <li aria-current="page" className="bidi-plain max-w-[16rem] truncate font-medium text-slate-900">
              {current}
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  );
}

import { Link } from 'react-router';
import { Photo } from '~/components/photo';
import { paths } from '~/config/paths';
import type { ArticleSummary } from '../cards';
import { TimeAgo } from '~/components/time-ago';

export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-xl has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <Photo src={article.image} alt="" width={800} height={500} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[16/10] w-full" />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-2 text-xs font-semibold text-brand-700">
          {article.category ? (
            <>
              <span className="tracking-wide uppercase">{article.category}</span>
              <span aria-hidden="true" className="text-slate-300">
                •
              </span>
            </>
          ) : null}
          <time dateTime={article.createdAt} className="font-medium text-slate-600" suppressHydrationWarning>
            <TimeAgo date={article.createdAt} />
          </time>
        </p>
        <h3 className="bidi-plain mt-2 text-lg leading-snug font-bold text-slate-900">
          <Link to={paths.article(article.slugId)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {article.title}
          </Link>
        </h3>
        <p className="bidi-plain mt-2 text-sm leading-6 text-slate-600">{article.excerpt}</p>
      </div>
    </article>
  );
}

import { useTranslation } from '~/lib/translation';
import { ChevronDownIcon } from '~/components/icons';
import { EmptyState } from '~/components/empty-state';
import { PageHeader } from '~/components/page-header';
import { faqsQuery } from '~/features/faqs/api';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import type { Route } from './+types/faqs';

const load = async (api: ApiClient) => ({ faqs: await api.load(faqsQuery) });

export const loader = ({ request, context }: Route.LoaderArgs) => load(serverApi(request, context));
export const clientLoader = () => load(browserApi());

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('faqs.title'), description: t('faqs.lead'), path: location.pathname });
};

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { faqs } = loaderData;
  return (
    <>
      <PageHeader title={t('faqs.title')} lead={t('faqs.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="max-w-3xl">
        {faqs.length === 0 ? (
          <EmptyState title={t('faqs.emptyTitle')} text={t('faqs.emptyText')} />
        ) : (
          <ul className="divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white shadow-sm">
            {faqs.map((faq) => (
              <li key={faq.id}>
                <details className="group">
                  <summary className="bidi-plain flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-base font-semibold text-slate-900 hover:bg-slate-50 sm:px-6 [&::-webkit-details-marker]:hidden">
                    {faq.question}
                    <ChevronDownIcon size={20} className="shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
                  </summary>
                  <p className="bidi-plain px-5 pb-6 leading-7 whitespace-pre-line text-slate-700 sm:px-6">{faq.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
        </div>
      </div>
    </>
  );
}

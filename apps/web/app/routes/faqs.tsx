import { useTranslation } from '~/lib/translation';
import { EmptyState } from '~/components/empty-state';
import { PageHeader } from '~/components/page-header';
import { faqsQuery } from '~/features/faqs/api';
import { FaqList } from '~/features/faqs/components/faq-list';
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
          <FaqList faqs={faqs} />
        )}
        </div>
      </div>
    </>
  );
}

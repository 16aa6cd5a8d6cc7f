import { useTranslation } from 'react-i18next';
import { ButtonLink } from '~/components/button';
import { Section } from '~/components/section';
import { paths } from '~/config/paths';
import { AgentCard } from '~/features/agents/components/agent-card';
import { ArticleCard } from '~/features/articles/components/article-card';
import { homepageQuery } from '~/features/home/api';
import { CategoryGrid } from '~/features/home/components/category-grid';
import { HeroSlider } from '~/features/home/components/hero-slider';
import { ProjectCard } from '~/features/projects/components/project-card';
import { filterCitiesQuery, propertyListQuery } from '~/features/properties/api';
import { ListingFilters } from '~/features/properties/components/listing-filters';
import { PropertyGrid } from '~/features/properties/components/property-grid';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useSite } from '~/lib/site-context';
import type { Route } from './+types/home';

const LATEST_COUNT = 8;

async function load(api: ApiClient) {
  const [home, latest, cities] = await Promise.all([
    api.load(homepageQuery),
    api.load(propertyListQuery({ page: 1, pageSize: LATEST_COUNT })),
    api.load(filterCitiesQuery),
  ]);
  return { home, latest: latest.items, cities };
}

export const loader = ({ request, context }: Route.LoaderArgs) => load(serverApi(request, context));
export const clientLoader = () => load(browserApi());

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { description: t('meta.defaultDescription'), path: location.pathname });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useSite();
  const { home, latest, cities } = loaderData;
  const hasSlides = home.slider_section.length > 0;

  return (
    <>
      <h1 className="sr-only">{t('home.title')}</h1>
      <HeroSlider slides={home.slider_section} />

      <div className={`relative z-10 mx-auto max-w-5xl px-4 sm:px-6 ${hasSlides ? '-mt-14' : 'mt-10'}`}>
        <ListingFilters categories={home.categories_section} cities={cities} />
      </div>

      {home.categories_section.length > 0 ? (
        <Section id="categories" title={t('home.categoriesTitle')} subtitle={t('home.categoriesSubtitle')} more={{ to: paths.properties(), label: t('home.viewAll') }}>
          <CategoryGrid categories={home.categories_section} />
        </Section>
      ) : null}

      {home.featured_section.length > 0 ? (
        <Section id="featured" tone="tinted" title={t('home.featuredTitle')} subtitle={t('home.featuredSubtitle')} more={{ to: paths.properties(), label: t('home.viewAll') }}>
          <PropertyGrid properties={home.featured_section.slice(0, 8)} />
        </Section>
      ) : null}

      {latest.length > 0 ? (
        <Section id="latest" title={t('home.latestTitle')} subtitle={t('home.latestSubtitle')} more={{ to: paths.properties(), label: t('home.viewAll') }}>
          <PropertyGrid properties={latest} priorityFirst={!hasSlides} />
        </Section>
      ) : null}

      <section aria-labelledby="list-cta-title" className="px-4 sm:px-6 lg:px-8">
        <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 sm:px-12 sm:py-14">
          <div className="absolute -end-16 -top-24 size-72 rounded-full bg-brand-700/60 blur-2xl" aria-hidden="true" />
          <div className="absolute -bottom-28 start-1/3 size-72 rounded-full bg-brand-600/30 blur-2xl" aria-hidden="true" />
          <div className="relative flex flex-col items-start justify-between gap-6 lg:flex-row lg:items-center">
            <div className="max-w-2xl">
              <h2 id="list-cta-title" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
                {t('home.ctaTitle')}
              </h2>
              <p className="mt-3 text-base text-brand-100">{t('home.ctaText')}</p>
            </div>
            <ButtonLink to={user ? paths.userProperties : paths.register} variant="inverse" size="lg">
              {t('home.ctaAction')}
            </ButtonLink>
          </div>
        </div>
      </section>

      {home.most_viewed_properties.length > 0 ? (
        <Section id="most-viewed" title={t('home.mostViewedTitle')} subtitle={t('home.mostViewedSubtitle')} more={{ to: paths.properties(), label: t('home.viewAll') }}>
          <PropertyGrid properties={home.most_viewed_properties.slice(0, 4)} />
        </Section>
      ) : null}

      {home.project_section.length > 0 ? (
        <Section id="projects" tone="tinted" title={t('home.projectsTitle')} subtitle={t('home.projectsSubtitle')} more={{ to: paths.projects, label: t('home.viewAll') }}>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {home.project_section.slice(0, 6).map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {home.article_section.length > 0 ? (
        <Section id="articles" title={t('home.articlesTitle')} subtitle={t('home.articlesSubtitle')} more={{ to: paths.articles, label: t('home.viewAll') }}>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {home.article_section.slice(0, 3).map((article) => (
              <li key={article.id} className="flex [&>article]:w-full">
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {home.agents_list.length > 0 ? (
        <Section id="agents" tone="tinted" title={t('home.agentsTitle')} subtitle={t('home.agentsSubtitle')} more={{ to: paths.agents, label: t('home.viewAll') }}>
          <ul className="grid grid-cols-1 gap-5 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {home.agents_list.slice(0, 8).map((agent) => (
              <li key={agent.id} className="flex [&>article]:w-full">
                <AgentCard agent={agent} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

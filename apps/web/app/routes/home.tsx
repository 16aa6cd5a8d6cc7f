import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { ButtonLink } from '~/components/button';
import { CardList } from '~/components/card-list';
import { Section } from '~/components/section';
import { paths } from '~/config/paths';
import { toAgentCard } from '~/features/agents/cards';
import { AgentCard } from '~/features/agents/components/agent-card';
import { toArticleSummary } from '~/features/articles/cards';
import { ArticleCard } from '~/features/articles/components/article-card';
import { toFaqItem } from '~/features/faqs/api';
import { FaqList } from '~/features/faqs/components/faq-list';
import { homepageQuery } from '~/features/home/api';
import { NearYou } from '~/features/properties/components/near-you';
import { toSlide } from '~/features/home/slides';
import { CategoryGrid } from '~/features/home/components/category-grid';
import { HeroSlider } from '~/features/home/components/hero-slider';
import { toProjectCard } from '~/features/projects/cards';
import { ProjectCard } from '~/features/projects/components/project-card';
import { fetchRecommendations, RECOMMENDED_COUNT } from '~/features/engagement/api';
import { whyLine } from '~/features/engagement/why';
import { filterCategoriesQuery, filterCitiesQuery, propertyListQuery } from '~/features/properties/api';
import { toListingCard } from '~/features/properties/cards';
import { ListingFilters } from '~/features/properties/components/listing-filters';
import { PropertyCard } from '~/features/properties/components/property-card';
import { PropertyGrid } from '~/features/properties/components/property-grid';
import { ApiRequestError, type ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { hasSessionCookie } from '~/lib/session.server';
import { useSite } from '~/lib/site-context';
import type { Route } from './+types/home';

const LATEST_COUNT = 8;
const FEATURED_COUNT = 8;
const MOST_VIEWED_COUNT = 4;
const MOST_LIKED_COUNT = 4;
const FAQS_COUNT = 5;
const PROJECTS_COUNT = 6;
const ARTICLES_COUNT = 3;
const AGENTS_COUNT = 8;

/** A signed-in user's recommendations, read fresh (they follow their preferences); none for visitors. */
async function recommendations(api: ApiClient) {
  try {
    return (await fetchRecommendations(api, RECOMMENDED_COUNT)).map(({ listing, reasons }) => ({ card: toListingCard(listing), reasons }));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return [];
    throw error;
  }
}

/** Only what the page shows goes into the HTML: the API's sections carry far more. */
async function load(api: ApiClient, signedIn: boolean) {
  const [home, latest, cities, recommended] = await Promise.all([
    api.load(homepageQuery),
    // newest first and nothing else: promoted listings have their own section above
    api.load(propertyListQuery({ page: 1, pageSize: LATEST_COUNT, sort: 'newest' })),
    api.load(filterCitiesQuery),
    signedIn ? recommendations(api) : [],
  ]);
  return {
    slides: home.slider_section.map(toSlide),
    categories: home.categories_section,
    // the search box offers every category even when the admin hides the categories section
    filterCategories: home.categories_section.length > 0 ? home.categories_section : await api.load(filterCategoriesQuery),
    featured: home.featured_section.slice(0, FEATURED_COUNT).map(toListingCard),
    latest: latest.items,
    mostViewed: home.most_viewed_properties.slice(0, MOST_VIEWED_COUNT).map(toListingCard),
    mostLiked: home.most_liked_properties.slice(0, MOST_LIKED_COUNT).map(toListingCard),
    faqs: home.faq_section.slice(0, FAQS_COUNT).map(toFaqItem),
    projects: home.project_section.slice(0, PROJECTS_COUNT).map(toProjectCard),
    articles: home.article_section.slice(0, ARTICLES_COUNT).map(toArticleSummary),
    agents: home.agents_list.slice(0, AGENTS_COUNT).map(toAgentCard),
    cities,
    recommended,
  };
}

export const loader = ({ request, context }: Route.LoaderArgs) => load(serverApi(request, context), hasSessionCookie(request));
// the session cookie is httpOnly: in the browser a visitor's 401 says there are no recommendations
export const clientLoader = () => load(browserApi(), true);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('home.title'), description: t('meta.defaultDescription'), path: location.pathname });
};

/** The sections the admin orders, titles and switches (homepage_sections in web-settings), by type. */
type BlockType =
  | 'categories_section'
  | 'user_recommendations_section'
  | 'featured_properties_section'
  | 'nearby_properties_section'
  | 'most_viewed_properties_section'
  | 'most_liked_properties_section'
  | 'projects_section'
  | 'articles_section'
  | 'agents_list_section'
  | 'faqs_section';
const BLOCK_TYPES = new Set<string>([
  'categories_section',
  'user_recommendations_section',
  'featured_properties_section',
  'nearby_properties_section',
  'most_viewed_properties_section',
  'most_liked_properties_section',
  'projects_section',
  'articles_section',
  'agents_list_section',
  'faqs_section',
]);
/** The site's own blocks (latest listings, the call to list) keep their place after this many of the admin's. */
const LATEST_AFTER = 2;
const CTA_AFTER = 4;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, settings } = useSite();
  const { slides, categories, filterCategories, featured, latest, mostViewed, mostLiked, faqs, projects, articles, agents, cities, recommended } = loaderData;
  const hasSlides = slides.length > 0;
  const order = settings.homepage_sections.filter((s) => s.is_active && BLOCK_TYPES.has(s.type)).sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  // the admin's title, in the visitor's language when it has been translated; the reviewed copy otherwise
  const titleOf = (type: BlockType, fallback: string) => {
    const section = order.find((s) => s.type === type);
    return section?.translated_title || section?.title || fallback;
  };

  const latestBlock =
    latest.length > 0 ? (
      <Section id="latest" belowFold title={t('home.latestTitle')} subtitle={t('home.latestSubtitle')} more={{ to: paths.properties(), label: t('home.viewAll') }}>
        <PropertyGrid listings={latest} priorityFirst={!hasSlides} phoneRow />
      </Section>
    ) : null;

  const ctaBlock = (
    <section aria-labelledby="list-cta-title" className="mx-auto max-w-7xl px-4 render-when-visible-[20rem] sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 sm:px-12 sm:py-14">
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
  );

  const blocks: Record<BlockType, ReactNode> = {
    categories_section:
      categories.length > 0 ? (
        <Section id="categories" title={titleOf('categories_section', t('home.categoriesTitle'))} subtitle={t('home.categoriesSubtitle')} more={{ to: paths.properties(), label: t('home.viewAll') }}>
          <CategoryGrid categories={categories} />
        </Section>
      ) : null,
    user_recommendations_section:
      user && recommended.length > 0 ? (
        <Section id="recommended" title={titleOf('user_recommendations_section', t('engage.recommendedTitle'))} subtitle={t('engage.recommendedLead')} more={{ to: paths.personalizeFeed, label: t('engage.personalise') }}>
          <CardList columns="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" phoneRow>
            {recommended.map(({ card, reasons }) => (
              <li key={card.id} className="flex flex-col gap-2 [&>article]:w-full [&>article]:flex-1">
                <PropertyCard listing={card} />
                <p className="px-1 text-sm font-medium text-brand-800">{whyLine(reasons, t, card.category)}</p>
              </li>
            ))}
          </CardList>
        </Section>
      ) : null,
    featured_properties_section:
      featured.length > 0 ? (
        <Section id="featured" belowFold tone="tinted" title={titleOf('featured_properties_section', t('home.featuredTitle'))} subtitle={t('home.featuredSubtitle')} more={{ to: paths.properties(), label: t('home.viewAll') }}>
          <PropertyGrid listings={featured} phoneRow />
        </Section>
      ) : null,
    // below the fold: it appears after hydration without moving what the visitor sees
    nearby_properties_section: <NearYou />,
    most_viewed_properties_section:
      mostViewed.length > 0 ? (
        <Section id="most-viewed" belowFold title={titleOf('most_viewed_properties_section', t('home.mostViewedTitle'))} subtitle={t('home.mostViewedSubtitle')} more={{ to: paths.properties(), label: t('home.viewAll') }}>
          <PropertyGrid listings={mostViewed} phoneRow />
        </Section>
      ) : null,
    most_liked_properties_section:
      mostLiked.length > 0 ? (
        <Section id="most-liked" belowFold title={titleOf('most_liked_properties_section', t('home.mostLikedTitle'))} subtitle={t('home.mostLikedSubtitle')} more={{ to: paths.properties(), label: t('home.viewAll') }}>
          <PropertyGrid listings={mostLiked} phoneRow />
        </Section>
      ) : null,
    projects_section:
      projects.length > 0 ? (
        <Section id="projects" belowFold tone="tinted" title={titleOf('projects_section', t('home.projectsTitle'))} subtitle={t('home.projectsSubtitle')} more={{ to: paths.projects, label: t('home.viewAll') }}>
          <CardList columns="sm:grid-cols-2 lg:grid-cols-3" phoneRow>
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
              </li>
            ))}
          </CardList>
        </Section>
      ) : null,
    articles_section:
      articles.length > 0 ? (
        <Section id="articles" belowFold title={titleOf('articles_section', t('home.articlesTitle'))} subtitle={t('home.articlesSubtitle')} more={{ to: paths.articles, label: t('home.viewAll') }}>
          <CardList columns="sm:grid-cols-2 lg:grid-cols-3" phoneRow>
            {articles.map((article) => (
              <li key={article.id} className="flex [&>article]:w-full">
                <ArticleCard article={article} />
              </li>
            ))}
          </CardList>
        </Section>
      ) : null,
    agents_list_section:
      agents.length > 0 ? (
        <Section id="agents" belowFold tone="tinted" title={titleOf('agents_list_section', t('home.agentsTitle'))} subtitle={t('home.agentsSubtitle')} more={{ to: paths.agents, label: t('home.viewAll') }}>
          <ul className="grid grid-cols-1 gap-5 min-[360px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
            {agents.map((agent) => (
              <li key={agent.id} className="flex [&>article]:w-full">
                <AgentCard agent={agent} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null,
    faqs_section:
      faqs.length > 0 ? (
        <Section id="faqs" belowFold title={titleOf('faqs_section', t('home.faqsTitle'))} subtitle={t('home.faqsSubtitle')} more={{ to: paths.faqs, label: t('home.allFaqs') }}>
          <div className="max-w-3xl">
            <FaqList faqs={faqs} />
          </div>
        </Section>
      ) : null,
  };

  return (
    <>
      <h1 className="sr-only">{t('home.title')}</h1>
      <HeroSlider slides={slides} />

      <div className={`relative z-10 mx-auto max-w-5xl px-4 sm:px-6 ${hasSlides ? 'mt-6 sm:-mt-16' : 'mt-10'}`}>
        <ListingFilters categories={filterCategories} cities={cities} />
      </div>

      {order.map((section, index) => (
        <Fragment key={section.type}>
          {blocks[section.type as BlockType]}
          {index + 1 === LATEST_AFTER ? latestBlock : null}
          {index + 1 === CTA_AFTER ? ctaBlock : null}
        </Fragment>
      ))}
      {order.length < LATEST_AFTER ? latestBlock : null}
      {order.length < CTA_AFTER ? ctaBlock : null}
    </>
  );
}

import { type HomepageSectionType, SLIDER_TYPES } from '@abode/shared/enums';
import { plainText } from '@abode/shared/format/plain-text';
import { truncate } from '@abode/shared/format/truncate';
import type { HomepageData, Slider, SliderTypeCode } from '@abode/shared/schemas/homepage';
import type { Storage } from '../../core/media/storage.js';
import type { AgentsService } from '../agents/agents.service.js';
import type { ArticlesService } from '../articles/articles.service.js';
import type { CategoriesService } from '../categories/categories.service.js';
import type { FaqsService } from '../faqs/faqs.service.js';
import type { LanguagesService } from '../languages/languages.service.js';
import type { PersonalisationService } from '../personalisation/personalisation.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { SearchService } from '../search/search.service.js';
import type { HomepageRepo, SliderRow } from './homepage.repo.js';

/** Sizes of the home page sections (API-CONTRACT.md §2.8). */
export const HOMEPAGE_LIMITS = { properties: 12, projects: 12, categories: 12, articles: 5, agents: 12, faqs: 10 } as const;

/**
 * Home page cards carry an excerpt of an article's or project's text, not the whole HTML: a card
 * shows two lines, and the full texts were a third of homepage-data (bench/RESULTS.md).
 */
export const CARD_EXCERPT_LENGTH = 200;
const excerpt = (html: string) => truncate(plainText(html), CARD_EXCERPT_LENGTH);
function withExcerpts<T extends { description: string; translated_description: string }>(item: T): T {
  return { ...item, description: excerpt(item.description), translated_description: excerpt(item.translated_description) };
}

const SLIDER_CODES = new Set<number>(Object.values(SLIDER_TYPES));
/** A slider type the client knows ("1"–"4"); anything else is shown as a default banner. */
const sliderTypeCode = (type: number) => String(SLIDER_CODES.has(type) ? type : SLIDER_TYPES.default) as SliderTypeCode;

export function createHomepageService(deps: {
  repo: HomepageRepo;
  storage: Storage;
  languages: LanguagesService;
  properties: PropertiesService;
  projects: ProjectsService;
  categories: CategoriesService;
  articles: ArticlesService;
  agents: AgentsService;
  faqs: FaqsService;
  personalisation: Pick<PersonalisationService, 'cards'>;
  search: Pick<SearchService, 'remember'>;
  /** The admin's home page sections (settings): a switched-off one answers no items. */
  sections: () => Promise<{ type: string; is_active: number }[]>;
}) {
  const { repo, storage, languages, properties, projects, categories, articles, agents, faqs, personalisation, search } = deps;

  /** Which sections are on; a type without a row (an older database) is on. */
  async function sectionsOn(): Promise<(type: HomepageSectionType) => boolean> {
    const off = new Set((await deps.sections()).filter((s) => s.is_active !== 1).map((s) => s.type));
    return (type) => !off.has(type);
  }
  /** The section's items when it is on, else none (without computing them). */
  const when = <T>(on: boolean, items: () => Promise<T[]>): Promise<T[]> => (on ? items() : Promise.resolve([]));
  const cardLimit = HOMEPAGE_LIMITS.properties;

  async function sliders(contentLanguage: string | undefined): Promise<Slider[]> {
    const rows = await repo.activeSliders();
    const propertyIds = rows.flatMap((r) => (r.property_id === null ? [] : [r.property_id]));
    const [cards, tr] = await Promise.all([
      propertyIds.length ? properties.cards({ ids: propertyIds, order: 'newest' }, propertyIds.length, null, contentLanguage) : [],
      languages.translations(contentLanguage, { category: rows.flatMap((r) => (r.category_id === null ? [] : [r.category_id])) }),
    ]);
    const cardOf = new Map(cards.map((c) => [c.id, c]));
    const categoryOf = (r: SliderRow): Slider['category'] =>
      r.category_id !== null && r.category_name !== null && r.category_slug_id !== null
        ? {
            id: r.category_id,
            category: r.category_name,
            image: storage.url(r.category_image),
            slug_id: r.category_slug_id,
            translated_name: tr.text('category', r.category_id, 'category', r.category_name),
          }
        : null;
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      slider_type: sliderTypeCode(r.type),
      image: storage.url(r.image ?? r.web_image),
      web_image: storage.url(r.web_image ?? r.image),
      link: r.link ?? '',
      category_id: r.category_id,
      propertys_id: r.property_id,
      show_property_details: r.show_property_details,
      category: categoryOf(r),
      property: (r.property_id !== null && cardOf.get(r.property_id)) || null,
    }));
  }

  /** Listings in the user's city, and the first of get_user_recommendation's listings (one ranking for both). */
  async function personal(userId: number, city: string, contentLanguage: string | undefined) {
    const on = await sectionsOn();
    const [nearby_properties, user_recommendation] = await Promise.all([
      when(on('nearby_properties_section'), () => properties.cards({ city, order: 'newest' }, cardLimit, userId, contentLanguage)),
      when(on('user_recommendations_section'), () => personalisation.cards(userId, cardLimit, contentLanguage)),
    ]);
    return { nearby_properties, user_recommendation };
  }

  /** Every section as visitors see them (no flags, no personal sections). */
  async function shared(contentLanguage: string | undefined): Promise<HomepageData> {
    const on = await sectionsOn();
    const [featured, mostLiked, mostViewed, projectList, sliderList, categoryList, articleList, agentList, faqList] = await Promise.all([
      when(on('featured_properties_section'), () => properties.cards({ promotedOnly: true, order: 'newest' }, cardLimit, null, contentLanguage)),
      when(on('most_liked_properties_section'), () => properties.cards({ order: 'most_liked' }, cardLimit, null, contentLanguage)),
      when(on('most_viewed_properties_section'), () => properties.cards({ order: 'most_viewed' }, cardLimit, null, contentLanguage)),
      when(on('projects_section'), () => projects.latest(HOMEPAGE_LIMITS.projects, contentLanguage)),
      sliders(contentLanguage),
      when(on('categories_section'), () => categories.homepage(HOMEPAGE_LIMITS.categories, contentLanguage)),
      when(on('articles_section'), () => articles.latest(HOMEPAGE_LIMITS.articles, contentLanguage)),
      when(on('agents_list_section'), () => agents.top(HOMEPAGE_LIMITS.agents)),
      when(on('faqs_section'), async () => (await faqs.list({ offset: 0, limit: HOMEPAGE_LIMITS.faqs }, contentLanguage)).data),
    ]);
    return {
      featured_section: featured,
      most_liked_properties: mostLiked,
      most_viewed_properties: mostViewed,
      project_section: projectList.map(withExcerpts),
      slider_section: sliderList,
      categories_section: categoryList,
      article_section: articleList.map(withExcerpts),
      agents_list: agentList.map((a) => ({
        id: a.id,
        name: a.name,
        slug_id: a.slug_id,
        profile: a.profile,
        email: a.email,
        mobile: a.mobile,
        projects_count: a.projects_count,
        property_count: a.property_count,
        is_verified: a.is_verified,
      })),
      faq_section: faqList,
    };
  }

  /** The shared sections as this user sees them: their flags on the listings, none of owners who blocked them, and their own sections. */
  async function forUser(data: HomepageData, userId: number, contentLanguage: string | undefined): Promise<HomepageData> {
    const lists = [data.featured_section, data.most_liked_properties, data.most_viewed_properties];
    const sliderCards = data.slider_section.flatMap((s) => (s.property ? [s.property] : []));
    const [seen, user] = await Promise.all([properties.seenBy(userId, [...lists.flat(), ...sliderCards].map((p) => p.id)), repo.userCity(userId)]);
    const [featured = [], mostLiked = [], mostViewed = []] = lists.map((list) => list.filter(seen.shows).map(seen.flag));
    const own: HomepageData = {
      ...data,
      featured_section: featured,
      most_liked_properties: mostLiked,
      most_viewed_properties: mostViewed,
      slider_section: data.slider_section.map((s) => ({ ...s, property: s.property && seen.shows(s.property) ? seen.flag(s.property) : null })),
    };
    if (user?.city) Object.assign(own, await personal(userId, user.city, contentLanguage));
    return own;
  }

  return {
    /**
     * homepage-data in the fixed-key shape the web client reads: one cached assembly per language
     * for everyone (under the search cache's rules, ADR 028), with a user's own parts put on after.
     */
    async data(userId: number | null, contentLanguage: string | undefined): Promise<HomepageData> {
      const data = await search.remember(['homepage', contentLanguage ?? ''], () => shared(contentLanguage));
      return userId === null ? data : forUser(data, userId, contentLanguage);
    },
  };
}
export type HomepageService = ReturnType<typeof createHomepageService>;

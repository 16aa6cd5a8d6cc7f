import { MSG } from '@abode/shared/messages';
import { FLASH_MESSAGES } from '~/lib/flash';

// A page gets only the top-level sections of its language file that it shows (ADR 013): the
// shell's, plus those its route lists here. page-sections.test.ts reads every key the code of
// the shell and of each route can show, so a section missing from a list fails the tests.

/** Root and page boundary: header, footer, skip link, error pages, meta, the flash toast. */
export const SHELL_SECTIONS = ['account', 'app', 'auth', 'errors', 'footer', 'language', 'meta', 'nav', 'notice', ...FLASH_MESSAGES.filter((key) => !key.includes('.'))];

/** The API's messages (top-level strings), shown by forms through translateApiMessage. */
const API_MESSAGES = Object.keys(MSG);
/** What a listing card and the listing facts show. */
const LISTING = ['agent', 'engage', 'money', 'property', 'time'];
const LISTING_SEARCH = [...LISTING, 'filters', 'listSearch', 'pagination', 'properties', 'searchSuggest'];
const LISTING_FORM = [...LISTING, 'listingForm', 'map', ...API_MESSAGES];
const OWNER_LIST = ['money', 'myListings', 'pagination', 'time', ...API_MESSAGES];
/**
 * The admin console's pages: its own section and the API's messages its forms answer with (the
 * permission names, `properties.moderate`…, read like keys of four more sections to the test).
 */
const ADMIN = ['admin', 'agents', 'chat', 'money', 'notifications', 'pagination', 'projects', 'properties', 'time', ...API_MESSAGES];
/** The console's packages and payments pages also name features, gateways and payment states. */
const ADMIN_MONEY = [...ADMIN, 'packagePlans', 'transactions'];

/** Sections each page adds to the shell's, by route path as app/routes.ts writes it ('' is the home page). */
export const PAGE_SECTIONS: Readonly<Record<string, readonly string[]>> = {
  '': [...LISTING, 'filters', 'home', 'listSearch', 'project', 'searchSuggest'],
  properties: LISTING_SEARCH,
  'properties/map': [...LISTING_SEARCH, 'map'],
  'properties-details/:slug_id': [...LISTING, 'chatEntry', 'gallery', 'lightbox', 'map', 'propertyDetail', ...API_MESSAGES],
  projects: ['pagination', 'project', 'projects'],
  agents: [...LISTING, 'agents', 'pagination'],
  'project-details/:slug_id': [...LISTING, 'gallery', 'lightbox', 'map', 'project', 'projectDetail', 'projects'],
  'agent-details/:slug': [...LISTING, 'agentDetail', 'pagination', 'project'],
  'mortgage-calculator': ['money', 'mortgage', 'time'],
  'area-converter': ['areaConverter'],
  articles: ['articles', 'money', 'pagination', 'time'],
  'article-details/:slug_id': [...LISTING, 'articles'],
  faqs: ['faqs'],
  'contact-us': ['contact', ...API_MESSAGES],
  'about-us': ['pages'],
  'privacy-policy': ['pages'],
  'terms-and-conditions': ['pages'],
  login: API_MESSAGES,
  register: API_MESSAGES,
  'verify-otp': API_MESSAGES,
  'forgot-password': API_MESSAGES,
  'reset-password': API_MESSAGES,
  'user/profile': ['profile', ...API_MESSAGES],
  'user/add-property': LISTING_FORM,
  'user/edit-property/:slug_id': LISTING_FORM,
  'user/properties': [...OWNER_LIST, 'property'],
  'my-property/:slug_id': [...OWNER_LIST, 'featured', 'interest', 'property'],
  'user/projects': [...OWNER_LIST, 'project'],
  'user/add-project': ['listingForm', 'map', 'project', 'projectForm', ...API_MESSAGES],
  'user/edit-project/:slug_id': ['listingForm', 'map', 'project', 'projectForm', ...API_MESSAGES],
  'user/verification': ['verification', ...API_MESSAGES],
  'user/favorites-properties': [...LISTING, 'pagination'],
  'user/personalize-feed': ['engage', ...API_MESSAGES],
  // redirects to the owner's page of the listing, which lists who is interested
  'user/interested/:slug': [],
  'user/dashboard': ['dashboard', 'money', 'time'],
  'user/notifications': ['money', 'notifications', 'pagination', 'time'],
  'user/chat': ['chat', 'gallery', 'lightbox', 'money', 'time', ...API_MESSAGES],
  'subscription-plan': ['money', 'packagePlans', 'time', ...API_MESSAGES],
  'payment/:result': ['payment', ...API_MESSAGES],
  'user/subscription': ['money', 'packagePlans', 'subscription', 'time'],
  'user/transaction-history': ['money', 'pagination', 'subscription', 'time', 'transactions'],
  'user/advertisement': ['featured', 'listingForm', 'money', 'pagination', 'time', ...API_MESSAGES],
  admin: ADMIN,
  'admin/properties': ADMIN,
  'admin/projects': ADMIN,
  'admin/featured': ADMIN,
  'admin/verifications': ADMIN,
  'admin/reports': ADMIN,
  'admin/users': ADMIN,
  'admin/users/:id': ADMIN,
  'admin/audit': ADMIN,
  'admin/languages': ADMIN,
  'admin/languages/:id': ADMIN,
  'admin/settings': ADMIN,
  // the thread's photos open in the lightbox, as on /user/chat
  'admin/chat': [...ADMIN, 'gallery', 'lightbox'],
  'admin/articles': ADMIN,
  'admin/articles/new': ADMIN,
  'admin/articles/:id': ADMIN,
  'admin/faqs': ADMIN,
  'admin/sliders': ADMIN,
  'admin/home-sections': ADMIN,
  'admin/pages': ADMIN,
  'admin/inbox': ADMIN,
  'admin/inbox/:id': ADMIN,
  'admin/categories': ADMIN,
  'admin/categories/:id': ADMIN,
  'admin/facilities': ADMIN,
  'admin/cities': ADMIN,
  'admin/report-reasons': ADMIN,
  'admin/verification-form': ADMIN,
  'admin/packages': ADMIN_MONEY,
  'admin/user-packages': ADMIN_MONEY,
  'admin/transactions': ADMIN_MONEY,
  'admin/bank-transfers': ADMIN_MONEY,
  'admin/payment-settings': ADMIN_MONEY,
  'admin/notifications': ADMIN,
  'admin/place-aliases': ADMIN,
  '*': [],
};

const byPattern = new Map<string, readonly string[]>();

/**
 * The sections a page shows, sorted (one list, hence one cache entry, per page), from the route
 * pattern React Router hands loaders (`/properties-details/:slug_id`; `/` for the home page).
 */
export function sectionsOfPage(pattern: string): readonly string[] {
  let sections = byPattern.get(pattern);
  if (!sections) {
    const page = PAGE_SECTIONS[pattern.replace(/^\/+/, '')] ?? [];
    sections = [...new Set([...SHELL_SECTIONS, ...page])].sort();
    byPattern.set(pattern, sections);
  }
  return sections;
}

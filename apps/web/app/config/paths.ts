// Every page path of the web app, so components never hand-build URLs. Paths named in SPEC §2
// are kept as the spec writes them.

export type ListingType = 'sell' | 'rent';

export interface PropertyListSearch {
  type?: ListingType | undefined;
  category?: string | undefined;
  city?: string | undefined;
  page?: number | undefined;
}

/** The mortgage calculator's fields, as the API names them. */
export interface MortgagePrefill {
  loan_amount?: number | string | undefined;
  down_payment?: number | string | undefined;
  interest_rate?: number | string | undefined;
  loan_term_years?: number | string | undefined;
}

function withSearch(path: string, search: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A list page's URL for a page number (page 1 has no parameter). */
export function pageHref(path: string, page: number): string {
  return withSearch(path, { page: page > 1 ? page : undefined });
}

export const paths = {
  home: '/',
  properties: (search: PropertyListSearch = {}) =>
    withSearch('/properties', { type: search.type, category: search.category, city: search.city, page: search.page && search.page > 1 ? search.page : undefined }),
  /** The list's map view (its query string: features/properties/list-search.ts). */
  propertiesMap: '/properties/map',
  property: (slugId: string) => `/properties-details/${encodeURIComponent(slugId)}`,
  projects: '/projects',
  project: (slugId: string) => `/project-details/${encodeURIComponent(slugId)}`,
  agents: '/agents',
  agent: (slugId: string) => `/agent-details/${encodeURIComponent(slugId)}`,
  /** The mortgage calculator, prefilled from a listing (loan_amount = its price) or a shared link. */
  mortgageCalculator: (prefill: MortgagePrefill = {}) => withSearch('/mortgage-calculator', { ...prefill }),
  areaConverter: '/area-converter',
  articles: '/articles',
  article: (slugId: string) => `/article-details/${encodeURIComponent(slugId)}`,
  about: '/about-us',
  contact: '/contact-us',
  faqs: '/faqs',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  login: '/login',
  /** The login page, coming back to `redirectTo` afterwards. */
  loginTo: (redirectTo: string) => withSearch('/login', { redirectTo }),
  register: '/register',
  /** Registration that comes back to `redirectTo` once the new account is verified and its profile filled in. */
  registerTo: (redirectTo?: string | null) => withSearch('/register', { redirectTo: redirectTo ?? undefined }),
  verifyOtp: (target: { email?: string; number?: string; country_code?: string; mode?: 'login'; redirectTo?: string }) => withSearch('/verify-otp', target),
  forgotPassword: '/forgot-password',
  logout: '/logout',
  userProperties: '/user/properties',
  /** The owner's view of one of their listings. */
  myProperty: (slugId: string) => `/my-property/${encodeURIComponent(slugId)}`,
  addProperty: '/user/add-property',
  editProperty: (slugId: string) => `/user/edit-property/${encodeURIComponent(slugId)}`,
  userProjects: '/user/projects',
  addProject: '/user/add-project',
  editProject: (slugId: string) => `/user/edit-project/${encodeURIComponent(slugId)}`,
  userVerification: '/user/verification',
  userProfile: '/user/profile',
  /** The profile page, going on to `redirectTo` once the profile is complete. */
  userProfileTo: (redirectTo?: string | null) => withSearch('/user/profile', { redirectTo: redirectTo ?? undefined }),
  /** Favourite, interest, report and block form posts (no page: answers fetchers, redirects plain posts back). */
  engage: '/engage',
  favourites: '/user/favorites-properties',
  personalizeFeed: '/user/personalize-feed',
  interestedUsers: (slugId: string) => `/user/interested/${encodeURIComponent(slugId)}`,
  userDashboard: '/user/dashboard',
  userNotifications: '/user/notifications',
  userChat: '/user/chat',
  /** One conversation: a listing and the other side (0 = the company). */
  chatWith: (propertyId: number, userId: number) => withSearch('/user/chat', { property_id: String(propertyId), user_id: String(userId) }),
  /** Where package gates send the visitor (SPEC §8). */
  subscriptionPlan: '/subscription-plan',
  userSubscription: '/user/subscription',
  transactionHistory: '/user/transaction-history',
  userAdvertisements: '/user/advertisement',
  setLanguage: '/set-language',
  sitemap: '/sitemap.xml',
  manifest: '/manifest.webmanifest',
  favicon: '/favicon.svg',
  /** The admin console (issue #17): each list keeps its filters in the query string. */
  admin: {
    dashboard: '/admin',
    properties: (search: AdminListSearch = {}) => withSearch('/admin/properties', { ...search }),
    projects: (search: AdminListSearch = {}) => withSearch('/admin/projects', { ...search }),
    featured: (search: AdminListSearch = {}) => withSearch('/admin/featured', { ...search }),
    verifications: (search: AdminListSearch = {}) => withSearch('/admin/verifications', { ...search }),
    reports: (search: AdminListSearch = {}) => withSearch('/admin/reports', { ...search }),
    users: (search: AdminListSearch = {}) => withSearch('/admin/users', { ...search }),
    user: (id: number) => `/admin/users/${id}`,
    audit: (search: AdminListSearch = {}) => withSearch('/admin/audit', { ...search }),
    languages: '/admin/languages',
    settings: '/admin/settings',
    /** The company's conversations; with property_id and user_id, one of them open. */
    chat: (search: AdminListSearch = {}) => withSearch('/admin/chat', { ...search }),
    placeAliases: '/admin/place-aliases',
    language: (id: number, search: AdminListSearch = {}) => withSearch(`/admin/languages/${id}`, { ...search }),
    articles: (search: AdminListSearch = {}) => withSearch('/admin/articles', { ...search }),
    newArticle: '/admin/articles/new',
    article: (id: number) => `/admin/articles/${id}`,
    faqs: '/admin/faqs',
    sliders: '/admin/sliders',
    homeSections: '/admin/home-sections',
    pages: (page?: string) => withSearch('/admin/pages', { page }),
    inbox: (search: AdminListSearch = {}) => withSearch('/admin/inbox', { ...search }),
    inboxMessage: (id: number) => `/admin/inbox/${id}`,
    categories: '/admin/categories',
    category: (id: number) => `/admin/categories/${id}`,
    facilities: '/admin/facilities',
    cities: '/admin/cities',
    reportReasons: '/admin/report-reasons',
    verificationForm: '/admin/verification-form',
    packages: '/admin/packages',
    userPackages: (search: AdminListSearch = {}) => withSearch('/admin/user-packages', { ...search }),
    transactions: (search: AdminListSearch = {}) => withSearch('/admin/transactions', { ...search }),
    bankTransfers: (search: AdminListSearch = {}) => withSearch('/admin/bank-transfers', { ...search }),
    paymentSettings: '/admin/payment-settings',
    notifications: (search: AdminListSearch = {}) => withSearch('/admin/notifications', { ...search }),
  },
} as const;

/** Filters of a console list (only the ones given are written). */
export type AdminListSearch = Record<string, string | number | undefined>;

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.js';
import type { Storage } from '../core/media/storage.js';
import { createAgentsRepo } from './agents/agents.repo.js';
import { agentsRoutes } from './agents/agents.routes.js';
import { createAgentsService } from './agents/agents.service.js';
import { createArticlesRepo } from './articles/articles.repo.js';
import { articlesRoutes } from './articles/articles.routes.js';
import { createArticlesService } from './articles/articles.service.js';
import { registerAccounts } from './auth/register-accounts.js';
import type { SessionService } from './auth/session.service.js';
import { createCategoriesRepo } from './categories/categories.repo.js';
import { categoriesRoutes } from './categories/categories.routes.js';
import { createCategoriesService } from './categories/categories.service.js';
import { createCitiesRepo } from './cities/cities.repo.js';
import { citiesRoutes } from './cities/cities.routes.js';
import { createCitiesService } from './cities/cities.service.js';
import { createContactRepo } from './contact/contact.repo.js';
import { contactRoutes } from './contact/contact.routes.js';
import { createContactService } from './contact/contact.service.js';
import { createFacilitiesRepo } from './facilities/facilities.repo.js';
import { facilitiesRoutes } from './facilities/facilities.routes.js';
import { createFacilitiesService } from './facilities/facilities.service.js';
import { createDashboardRepo } from './dashboard/dashboard.repo.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { createDashboardService } from './dashboard/dashboard.service.js';
import { createFaqsRepo } from './faqs/faqs.repo.js';
import { faqsRoutes } from './faqs/faqs.routes.js';
import { createFaqsService } from './faqs/faqs.service.js';
import { createHomepageRepo } from './homepage/homepage.repo.js';
import { homepageRoutes } from './homepage/homepage.routes.js';
import { createHomepageService } from './homepage/homepage.service.js';
import { createListingExpiry } from './listings/listing-expiry.js';
import { createListingExpiryRepo } from './listings/listing-expiry.repo.js';
import { listingExpiryRoutes } from './listings/listing-expiry.routes.js';
import { createListingRules } from './listings/listing-rules.js';
import { createListingsRepo } from './listings/listings.repo.js';
import { listingsRoutes } from './listings/listings.routes.js';
import { createListingsService } from './listings/listings.service.js';
import { mortgageRoutes } from './mortgage/mortgage.routes.js';
import { createMortgageService } from './mortgage/mortgage.service.js';
import { createModerationRepo } from './moderation/moderation.repo.js';
import { moderationRoutes } from './moderation/moderation.routes.js';
import { createModerationService } from './moderation/moderation.service.js';
import { geocodingRoutes } from './geocoding/geocoding.routes.js';
import { createGeocodingService } from './geocoding/geocoding.service.js';
import { createNominatimGeocoder } from './geocoding/nominatim-geocoder.js';
import { createOfflineGeocoder } from './geocoding/offline-geocoder.js';
import { relocateLegacyFiles } from './verification/verification-files.js';
import { createVerificationRepo } from './verification/verification.repo.js';
import { verificationRoutes } from './verification/verification.routes.js';
import { createVerificationService } from './verification/verification.service.js';
import { createOwnerProjectsRepo } from './listings/owner-projects.repo.js';
import { ownerProjectsRoutes } from './listings/owner-projects.routes.js';
import { createOwnerProjectsService } from './listings/owner-projects.service.js';
import { createLanguagesRepo } from './languages/languages.repo.js';
import { languagesRoutes } from './languages/languages.routes.js';
import { createLanguagesService } from './languages/languages.service.js';
import { createProjectsRepo } from './projects/projects.repo.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { createProjectsService } from './projects/projects.service.js';
import { createPropertiesRepo } from './properties/properties.repo.js';
import { propertiesRoutes } from './properties/properties.routes.js';
import { createPropertiesService } from './properties/properties.service.js';
import { createSearchRepo } from './search/search.repo.js';
import { searchRoutes } from './search/search.routes.js';
import { createSearchService } from './search/search.service.js';
import { createReportsRepo } from './reports/reports.repo.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { createReportsService } from './reports/reports.service.js';
import { createSettingsRepo } from './settings/settings.repo.js';
import { settingsRoutes } from './settings/settings.routes.js';
import { createSettingsService } from './settings/settings.service.js';
import { createWebPush } from '../core/push/web-push.js';
import { createNotificationsRepo } from './notifications/notifications.repo.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { createNotificationsService } from './notifications/notifications.service.js';
import { createPackageAlerts } from './notifications/package-alerts.js';
import { vapidKeysFrom } from './notifications/vapid-keys.js';
import { createPackagesRepo } from './packages/packages.repo.js';
import { limitsRoutes } from './packages/limits.routes.js';
import { createPackagesService } from './packages/packages.service.js';

export interface FeatureDeps extends AppDeps {
  privateStorage: Storage;
  sessions: SessionService;
}

/** Wires each feature's repository → service → routes under /api. */
export async function registerFeatures(api: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db } = deps.database;
  const { storage } = deps;

  const languages = createLanguagesService({ repo: createLanguagesRepo(db) });
  const packages = createPackagesService({ repo: createPackagesRepo(db) });
  const settings = createSettingsService({
    repo: createSettingsRepo(db),
    storage,
    languages,
    packages,
    mapTiles: { url: deps.env.MAP_TILE_URL, attribution: deps.env.MAP_TILE_ATTRIBUTION },
  });
  const categories = createCategoriesService({ repo: createCategoriesRepo(db), storage, languages });
  const search = createSearchService({ repo: createSearchRepo(db, deps.database.read), storage });
  const properties = createPropertiesService({ repo: createPropertiesRepo(db), search, storage, languages, settings, packages });
  const projects = createProjectsService({ repo: createProjectsRepo(db), storage, languages, settings, properties, packages });
  const articles = createArticlesService({ repo: createArticlesRepo(db), storage, languages });
  const agents = createAgentsService({ repo: createAgentsRepo(db), storage, settings, properties, projects, packages });
  // notifications: the bell, get_notification_list and Web Push; other features tell users through notify()
  const notificationsRepo = createNotificationsRepo(db);
  const vapidKeys = vapidKeysFrom(notificationsRepo);
  const notifications = createNotificationsService({
    repo: notificationsRepo,
    storage,
    push: createWebPush({ subject: `mailto:${deps.env.ADMIN_EMAIL}`, keys: vapidKeys, agent: deps.pushAgent }),
    pushHosts: deps.env.PUSH_SERVICE_HOSTS,
    vapidPublicKey: async () => (await vapidKeys()).publicKey,
    onPushError: (error) => api.log.warn({ err: error }, 'web push delivery failed'),
  });

  const { usersService } = await registerAccounts(api, deps, settings, packages);
  const listingsRepo = createListingsRepo(db);
  const listingRules = createListingRules({ users: usersService, settings, packages, repo: listingsRepo });
  const listingExpiry = createListingExpiry({ repo: createListingExpiryRepo(db), packages, settings });
  if (deps.env.LISTING_SWEEP_SECONDS > 0) {
    const stop = listingExpiry.startSweeps(
      deps.env.LISTING_SWEEP_SECONDS * 1000,
      (error) => api.log.error({ err: error }, 'listing expiry sweep failed'),
      (count) => api.log.info({ count }, 'listings expired'),
    );
    api.addHook('onClose', async () => stop());
    const stopAlerts = createPackageAlerts({ packages, notifications }).start(deps.env.LISTING_SWEEP_SECONDS * 1000, (error) =>
      api.log.error({ err: error }, 'package expiry alerts failed'),
    );
    api.addHook('onClose', async () => stopAlerts());
  }
  // the key pair is made on the first start, not by the first browser that asks for it
  api.addHook('onReady', async () => {
    await vapidKeys().catch((error: unknown) => api.log.error({ err: error }, 'making the Web Push keys failed'));
  });
  api.addHook('onClose', () => notifications.drain());

  await api.register(settingsRoutes, { service: settings });
  await api.register(languagesRoutes, { service: languages });
  await api.register(categoriesRoutes, { service: categories });
  await api.register(facilitiesRoutes, { service: createFacilitiesService({ repo: createFacilitiesRepo(db), storage, languages }) });
  await api.register(reportsRoutes, { service: createReportsService({ repo: createReportsRepo(db), languages }) });
  const faqs = createFaqsService({ repo: createFaqsRepo(db), languages });
  await api.register(faqsRoutes, { service: faqs });
  await api.register(articlesRoutes, { service: articles });
  await api.register(citiesRoutes, { service: createCitiesService({ repo: createCitiesRepo(db), storage }) });
  await api.register(contactRoutes, { service: createContactService({ repo: createContactRepo(db) }) });
  await api.register(propertiesRoutes, { service: properties });
  await api.register(searchRoutes, { service: search });
  await api.register(mortgageRoutes, { service: createMortgageService({ packages }) });
  await api.register(limitsRoutes, { service: packages });
  await api.register(projectsRoutes, { service: projects });
  await api.register(agentsRoutes, { service: agents });
  await api.register(listingsRoutes, { service: createListingsService({ repo: listingsRepo, storage, imageEncoder: deps.imageEncoder, properties, settings, rules: listingRules, expiry: listingExpiry }) });
  await api.register(listingExpiryRoutes, { expiry: listingExpiry });
  await api.register(ownerProjectsRoutes, { service: createOwnerProjectsService({ repo: createOwnerProjectsRepo(db), storage, imageEncoder: deps.imageEncoder, projects, rules: listingRules }) });
  const verificationRepo = createVerificationRepo(db);
  const { privateStorage } = deps;
  await api.register(verificationRoutes, {
    service: createVerificationService({ repo: verificationRepo, storage, privateStorage, publicUrl: deps.env.PUBLIC_URL, languages }),
  });
  // identity documents stored publicly before ADR 014 become private before the first request;
  // a failure leaves them where they were, and the next start tries again
  api.addHook('onReady', async () => {
    await relocateLegacyFiles({ repo: verificationRepo, storage, privateStorage }).catch((error: unknown) => api.log.error({ err: error }, 'moving verification files to private storage failed'));
  });
  const offlineGeocoder = createOfflineGeocoder();
  const primaryGeocoder =
    deps.env.GEOCODER === 'nominatim' ? createNominatimGeocoder({ baseUrl: deps.env.NOMINATIM_URL, userAgent: `Abode (${deps.env.PUBLIC_URL})` }) : offlineGeocoder;
  await api.register(geocodingRoutes, {
    service: createGeocodingService({ primary: primaryGeocoder, fallback: offlineGeocoder, onError: (error) => api.log.warn({ err: error }, 'reverse geocoding failed') }),
  });
  await api.register(moderationRoutes, { service: createModerationService({ repo: createModerationRepo(db), notifications }) });
  await api.register(notificationsRoutes, { service: notifications });
  await api.register(dashboardRoutes, { service: createDashboardService({ repo: createDashboardRepo(db), storage, packages }) });
  await api.register(homepageRoutes, {
    service: createHomepageService({ repo: createHomepageRepo(db), storage, languages, properties, projects, categories, articles, agents, faqs }),
  });
}

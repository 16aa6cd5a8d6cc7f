import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app.js';
import { ConfiguredMailer, createMailer } from '../core/mail/mailer.js';
import { createMailCopy } from './mail/mail-copy.js';
import { createTransactionalMail } from './mail/transactional-mail.js';
import { createPrivateStorage } from '../core/media/create-storage.js';
import { MemoryAttemptLimiter, RedisAttemptLimiter } from '../core/security/attempt-limiter.js';
import { OidcClient } from '../core/security/oidc.js';
import { createSmsSender } from '../core/sms/sms.js';
import { registerAdminAccess } from './admin/admin-access.js';
import { createAdminDashboardRepo } from './admin/admin-dashboard.repo.js';
import { createAdminQueuesRepo } from './admin/admin-queues.repo.js';
import { createAdminRepo } from './admin/admin.repo.js';
import { adminRoutes } from './admin/admin.routes.js';
import { createAdminService } from './admin/admin.service.js';
import { createAgentsRepo } from './agents/agents.repo.js';
import { agentsRoutes } from './agents/agents.routes.js';
import { createAgentsService } from './agents/agents.service.js';
import { createArticlesRepo } from './articles/articles.repo.js';
import { articlesRoutes } from './articles/articles.routes.js';
import { createArticlesService } from './articles/articles.service.js';
import { articlesAdminRoutes } from './articles/articles-admin.routes.js';
import { createArticlesAdminService } from './articles/articles-admin.service.js';
import { contactAdminRoutes } from './contact/contact-admin.routes.js';
import { createContactAdminService } from './contact/contact-admin.service.js';
import { faqsAdminRoutes } from './faqs/faqs-admin.routes.js';
import { createFaqsAdminService } from './faqs/faqs-admin.service.js';
import { slidersAdminRoutes } from './homepage/sliders-admin.routes.js';
import { createSlidersAdminService } from './homepage/sliders-admin.service.js';
import { authRoutes } from './auth/auth.routes.js';
import { createAuthService } from './auth/auth.service.js';
import { createGoogleLogin } from './auth/google.service.js';
import { createOtpRepo } from './auth/otp.repo.js';
import { createOtpService } from './auth/otp.service.js';
import { createEmailClaimsRepo } from './auth/email-claims.repo.js';
import { createEmailClaims } from './auth/email-claims.service.js';
import { createLoginThrottle } from './auth/login-throttle.js';
import { createResetRepo } from './auth/reset.repo.js';
import { createSessionRepo } from './auth/session.repo.js';
import { createSessionService } from './auth/session.service.js';
import { categoriesAdminRoutes } from './categories/categories-admin.routes.js';
import { createCategoriesAdminService } from './categories/categories-admin.service.js';
import { createCategoriesRepo } from './categories/categories.repo.js';
import { categoriesRoutes } from './categories/categories.routes.js';
import { createCategoriesService } from './categories/categories.service.js';
import { citiesAdminRoutes } from './cities/cities-admin.routes.js';
import { createCitiesAdminService } from './cities/cities-admin.service.js';
import { createCitiesRepo } from './cities/cities.repo.js';
import { citiesRoutes } from './cities/cities.routes.js';
import { createCitiesService } from './cities/cities.service.js';
import { createContactRepo } from './contact/contact.repo.js';
import { contactRoutes } from './contact/contact.routes.js';
import { createContactService } from './contact/contact.service.js';
import { facilitiesAdminRoutes } from './facilities/facilities-admin.routes.js';
import { createFacilitiesAdminService } from './facilities/facilities-admin.service.js';
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
import { createListingExpiry } from './properties/listing-expiry.js';
import { createListingExpiryRepo } from './properties/listing-expiry.repo.js';
import { listingExpiryRoutes } from './properties/listing-expiry.routes.js';
import { createListingRules } from './properties/listing-rules.js';
import { createOwnerPropertiesRepo } from './properties/owner-properties.repo.js';
import { ownerPropertiesRoutes } from './properties/owner-properties.routes.js';
import { createOwnerPropertiesService } from './properties/owner-properties.service.js';
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
import { verificationFormAdminRoutes } from './verification/verification-form-admin.routes.js';
import { createVerificationFormAdminService } from './verification/verification-form-admin.service.js';
import { createVerificationRepo } from './verification/verification.repo.js';
import { verificationRoutes } from './verification/verification.routes.js';
import { createVerificationService } from './verification/verification.service.js';
import { createOwnerProjectsRepo } from './projects/owner-projects.repo.js';
import { ownerProjectsRoutes } from './projects/owner-projects.routes.js';
import { createOwnerProjectsService } from './projects/owner-projects.service.js';
import { createLanguagesAdminRepo } from './languages/languages-admin.repo.js';
import { languagesAdminRoutes } from './languages/languages-admin.routes.js';
import { createLanguagesAdminService } from './languages/languages-admin.service.js';
import { createLanguagesRepo } from './languages/languages.repo.js';
import { languagesRoutes } from './languages/languages.routes.js';
import { createLanguagesService } from './languages/languages.service.js';
import { createProjectsRepo } from './projects/projects.repo.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { createProjectsService } from './projects/projects.service.js';
import { createPropertiesRepo } from './properties/properties.repo.js';
import { propertiesRoutes } from './properties/properties.routes.js';
import { createPropertiesService } from './properties/properties.service.js';
import { createViewCounter } from './properties/view-counter.js';
import { createSearchRepo } from './search/search.repo.js';
import { searchRoutes } from './search/search.routes.js';
import { createSearchService } from './search/search.service.js';
import { readVocabulary } from './search/search.vocabulary.repo.js';
import { createPlaceAliasesRepo } from './search/place-aliases.repo.js';
import { placeAliasesRoutes } from './search/place-aliases.routes.js';
import { createPlaceAliasesService } from './search/place-aliases.service.js';
import { createBlocksRepo } from './blocks/blocks.repo.js';
import { blocksRoutes } from './blocks/blocks.routes.js';
import { createBlocksService } from './blocks/blocks.service.js';
import { createFavouritesRepo } from './favourites/favourites.repo.js';
import { favouritesRoutes } from './favourites/favourites.routes.js';
import { createFavouritesService } from './favourites/favourites.service.js';
import { createInterestsRepo } from './interests/interests.repo.js';
import { interestsRoutes } from './interests/interests.routes.js';
import { createInterestsService } from './interests/interests.service.js';
import { notifyOwnerOfInterest } from './interests/interest-notice.js';
import { createPersonalisationRepo } from './personalisation/personalisation.repo.js';
import { personalisationRoutes } from './personalisation/personalisation.routes.js';
import { createPersonalisationService } from './personalisation/personalisation.service.js';
import { reportReasonsAdminRoutes } from './reports/report-reasons-admin.routes.js';
import { createReportReasonsAdminService } from './reports/report-reasons-admin.service.js';
import { createReportsRepo } from './reports/reports.repo.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { createReportsService } from './reports/reports.service.js';
import { createSettingsAdminRepo } from './settings/settings-admin.repo.js';
import { settingsAdminRoutes } from './settings/settings-admin.routes.js';
import { createSettingsAdminService } from './settings/settings-admin.service.js';
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
import { createMemoryBus, createRedisBus } from '../core/bus/bus.js';
import { createCatalogueImages } from '../core/media/catalogue-image.js';
import { mayAct } from '../core/security/permissions.js';
import { adminChatRoutes } from './chat/admin-chat.routes.js';
import { ChatHub } from './chat/chat-hub.js';
import { createChatRepo } from './chat/chat.repo.js';
import { chatRoutes } from './chat/chat.routes.js';
import { createChatService } from './chat/chat.service.js';
import { chatSocket } from './chat/chat.socket.js';
import { createPackageGate } from './packages/package-gate.js';
import { createCatalogueRepo } from './packages/catalogue.repo.js';
import { createCatalogueService } from './packages/catalogue.service.js';
import { packagesRoutes } from './packages/packages.routes.js';
import { createBankTransferService } from './payments/bank-transfer.service.js';
import { createPaymentsRepo } from './payments/payments.repo.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { createPaymentsService } from './payments/payments.service.js';
import { createPaymentProviders } from './payments/providers.js';
import { createPaymentSettingsService } from './settings/payment-settings.service.js';
import { createMailSettingsService } from './settings/mail-settings.service.js';
import { createLiveMapTiles, MAP_TILE_SETTINGS } from './settings/map-tiles.js';
import { paymentsAdminRoutes } from './payments/payments-admin.routes.js';
import { createTransactionsAdminRepo } from './payments/transactions-admin.repo.js';
import { createPackagesAdminRepo } from './packages/packages-admin.repo.js';
import { packagesAdminRoutes } from './packages/packages-admin.routes.js';
import { createPackagesAdminService } from './packages/packages-admin.service.js';
import { createSecretBox, loadSettingsKey } from '../core/security/secret-box.js';
import { createAdvertisementsRepo } from './advertisements/advertisements.repo.js';
import { advertisementsRoutes } from './advertisements/advertisements.routes.js';
import { createAdvertisementsService } from './advertisements/advertisements.service.js';
import { createUsersRepo } from './users/users.repo.js';
import { usersRoutes } from './users/users.routes.js';
import { createUsersService } from './users/users.service.js';

/**
 * The composition root: every repository → service of every feature is made here, once, from the
 * app's dependencies; `register` then mounts each feature's own routes under /api. Nothing is kept
 * in module state, so two apps (tests) never share a service.
 */
/** Staff with this permission answer chats for the company's side, as admins always may. */
export const CHAT_PERMISSION = 'chat.reply';

export function createFeatures(deps: AppDeps, log: FastifyBaseLogger) {
  const { env } = deps;
  const { db } = deps.database;
  const { storage, imageEncoder } = deps;
  const privateStorage = deps.privateStorage ?? createPrivateStorage(env);

  const sessionRepo = createSessionRepo(db);
  const sessions = createSessionService(sessionRepo, { ttlDays: env.TOKEN_TTL_DAYS });
  const languagesRepo = createLanguagesRepo(db);
  const languages = createLanguagesService({ repo: languagesRepo });
  const packages = createPackagesService({ repo: createPackagesRepo(db), gate: createPackageGate(db) });
  const serverTiles = { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION };
  const settings = createSettingsService({ repo: createSettingsRepo(db), storage, languages, packages, mapTiles: serverTiles });
  const settingsAdminRepo = createSettingsAdminRepo(db);
  // the console's map tiles, kept in memory for the security headers (map-tiles.ts)
  const mapTiles = createLiveMapTiles({ read: () => settingsAdminRepo.values(MAP_TILE_SETTINGS), server: serverTiles });
  // gateway secrets and the SMTP password are sealed in the settings table (ADR 033)
  const secrets = createSecretBox(loadSettingsKey(env));
  const mailSettings = createMailSettingsService({ repo: settingsAdminRepo, secrets });
  // the console's SMTP server when set, else SMTP_URL, else the outbox
  const mailer = new ConfiguredMailer({ load: mailSettings.smtp, fallback: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, log }), from: env.MAIL_FROM });
  const categoriesRepo = createCategoriesRepo(db);
  const categories = createCategoriesService({ repo: categoriesRepo, storage, languages });
  const blocks = createBlocksService({ repo: createBlocksRepo(db) });
  const search = createSearchService({ repo: createSearchRepo(db, deps.database.read), storage, blocks, vocabulary: () => readVocabulary(db) });
  const propertiesRepo = createPropertiesRepo(db);
  const views = createViewCounter({ write: propertiesRepo.addViews, redis: deps.redis, onError: (error) => log.error({ err: error }, 'writing listing views failed') });
  const properties = createPropertiesService({ repo: propertiesRepo, search, storage, languages, settings, packages, blocks, views });
  const projects = createProjectsService({ repo: createProjectsRepo(db), storage, languages, settings, properties, packages });
  const articlesRepo = createArticlesRepo(db);
  const articles = createArticlesService({ repo: articlesRepo, storage, languages });
  const agents = createAgentsService({ repo: createAgentsRepo(db), storage, settings, properties, projects, packages, blocks });
  // notifications: the bell, get_notification_list and Web Push; other features tell users through notify()
  const notificationsRepo = createNotificationsRepo(db);
  const vapidKeys = vapidKeysFrom(notificationsRepo);
  const notifications = createNotificationsService({
    repo: notificationsRepo,
    storage,
    push: createWebPush({ subject: `mailto:${env.ADMIN_EMAIL}`, keys: vapidKeys, agent: deps.pushAgent }),
    pushHosts: env.PUSH_SERVICE_HOSTS,
    vapidPublicKey: async () => (await vapidKeys()).publicKey,
    onPushError: (error) => log.warn({ err: error }, 'web push delivery failed'),
    imageEncoder,
  });

  // accounts: sign-up, login, OTP, password reset, profile, deletion, admin (de)activation
  const companyName = () => settings.companyName();
  // transactional mail in each person's language, from the `mail` section of the language files
  const mail = createTransactionalMail({
    mailer,
    copyOf: createMailCopy(languagesRepo.findActiveByCode),
    companyName,
    defaultLanguage: async () => (await settings.value('default_language')) || 'en',
    publicUrl: env.PUBLIC_URL,
    onError: (error, kind) => log.error({ err: error, kind }, 'sending a mail failed'),
  });
  const sms = createSmsSender({
    provider: env.SMS_PROVIDER,
    twilio: { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiUrl: env.TWILIO_API_URL },
    dataDir: env.DATA_DIR,
    log,
  });
  const limiter = deps.redis ? new RedisAttemptLimiter(deps.redis) : new MemoryAttemptLimiter();
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? createGoogleLogin(new OidcClient({ issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }), env.PUBLIC_URL)
      : null;
  const users = createUsersService({ repo: createUsersRepo(db), storage, privateStorage, imageEncoder, sessions, packages });
  const otp = createOtpService({ repo: createOtpRepo(db), mail, sms, limiter, companyName });
  // registrations and new email addresses wait apart from users until their code comes back
  const claims = createEmailClaims({ repo: createEmailClaimsRepo(db), users, sessions, otp, mail });
  const auth = createAuthService({
    users,
    sessions,
    sessionRepo,
    otp,
    claims,
    loginThrottle: createLoginThrottle(limiter, sessionRepo.hasLoggedInFrom),
    resets: createResetRepo(db),
    mail,
    limiter,
  });
  // The admin switches decide which methods the sign-in page offers; Google also needs its client configured.
  const signInMethods = async () => {
    const [otp, social] = await Promise.all([settings.value('number_with_otp_login'), settings.value('social_login')]);
    return { email: true, email_otp: true, phone_otp: otp !== '0', google: google !== null && social === '1' };
  };

  const ownerPropertiesRepo = createOwnerPropertiesRepo(db);
  const listingRules = createListingRules({ users, settings, packages, repo: ownerPropertiesRepo });
  const listingExpiry = createListingExpiry({ repo: createListingExpiryRepo(db), packages, settings });
  const ownerProperties = createOwnerPropertiesService({ repo: ownerPropertiesRepo, storage, privateStorage, imageEncoder, properties, settings, rules: listingRules, expiry: listingExpiry });
  const ownerProjects = createOwnerProjectsService({ repo: createOwnerProjectsRepo(db), storage, imageEncoder, projects, rules: listingRules });
  const favourites = createFavouritesService({ repo: createFavouritesRepo(db), properties, blocks });
  const interests = createInterestsService({ repo: createInterestsRepo(db), properties, blocks, onInterest: notifyOwnerOfInterest({ notifications, users }) });
  const personalisation = createPersonalisationService({ repo: createPersonalisationRepo(db, deps.database.read), properties, blocks });
  const verificationRepo = createVerificationRepo(db);
  const verification = createVerificationService({
    repo: verificationRepo,
    storage,
    privateStorage,
    publicUrl: env.PUBLIC_URL,
    languages,
    notice: { notifications, users, mail },
  });
  const offlineGeocoder = createOfflineGeocoder();
  const primaryGeocoder =
    env.GEOCODER === 'nominatim' ? createNominatimGeocoder({ baseUrl: env.NOMINATIM_URL, userAgent: `Abode (${env.PUBLIC_URL})` }) : offlineGeocoder;
  const geocoding = createGeocodingService({
    primary: primaryGeocoder,
    fallback: offlineGeocoder,
    companyPoint: async () => {
      const [latitude, longitude] = await Promise.all([settings.value('latitude'), settings.value('longitude')]).then((values) => values.map((v) => (v ? Number(v) : NaN)));
      return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude!) <= 90 && Math.abs(longitude!) <= 180 ? { latitude: latitude!, longitude: longitude! } : undefined;
    },
    onError: (error) => log.warn({ err: error }, 'geocoding failed'),
  });
  const faqsRepo = createFaqsRepo(db);
  const faqs = createFaqsService({ repo: faqsRepo, languages });
  // chat: the contract's calls, /ws, and the bus that joins instances (Redis when REDIS_URL is set, ADR 004)
  const bus = deps.redis ? createRedisBus(deps.redis, { prefix: deps.busPrefix, onError: (error) => log.warn({ err: error }, 'chat bus error') }) : createMemoryBus();
  const chatHub = new ChatHub(bus, deps.redis, (error) => log.warn({ err: error }, 'chat delivery failed'));
  const chatRepo = createChatRepo(db);
  /** Admins, and staff granted CHAT_PERMISSION, answer for the company's side (user id 0). */
  const mayAnswerForAdmin = async (userId: number) => mayAct(await chatRepo.actor(userId), CHAT_PERMISSION);
  const chat = createChatService({
    repo: chatRepo,
    blocks,
    properties,
    notifications,
    storage,
    privateStorage,
    imageEncoder,
    limiter,
    publicUrl: env.PUBLIC_URL,
    publish: (deliveries) => chatHub.publish(deliveries),
    isOnline: (userId) => chatHub.isOnline(userId),
    onError: (error) => log.warn({ err: error }, 'chat side effect failed'),
  });
  const homepageRepo = createHomepageRepo(db);
  const homepage = createHomepageService({ repo: homepageRepo, storage, languages, properties, projects, categories, articles, agents, faqs, personalisation, search, sections: settings.homepageSections });
  // packages, payments and featuring (ADR 005, 026)
  const catalogueRepo = createCatalogueRepo(db);
  const catalogue = createCatalogueService({ db, repo: catalogueRepo, gate: packages.gate, languages });
  const paymentsRepo = createPaymentsRepo(db);
  const paymentSettings = createPaymentSettingsService({ repo: settingsAdminRepo, secrets });
  const paymentProviders = createPaymentProviders({ settings, secrets, urls: { stripe: env.STRIPE_API_URL, paypal: env.PAYPAL_API_URL, flutterwave: env.FLUTTERWAVE_API_URL } });
  const payments = createPaymentsService({ db, repo: paymentsRepo, catalogue, providers: paymentProviders, publicUrl: env.PUBLIC_URL });
  const bankTransfers = createBankTransferService({ db, repo: paymentsRepo, catalogue, payments, privateStorage, notifications });
  const advertisements = createAdvertisementsService({ db, repo: createAdvertisementsRepo(db), gate: packages.gate, properties, projects, notifications, users, mail, storage });
  // the admin console (issue #17, ADR 027): access declared per route, demo mode, the console's reads
  const demoMode = async () => (await settings.value('demo_mode')) === '1';
  const admin = createAdminService({
    repo: createAdminRepo(db),
    dashboard: createAdminDashboardRepo(db),
    queues: createAdminQueuesRepo(db),
    storage,
    publicUrl: env.PUBLIC_URL,
    demoMode,
    uniqueSlug: users.uniqueSlug,
  });

  return {
    /** Resolves bearer tokens for the auth guard. */
    sessions,

    /** The map tiles the security headers let pictures load from (the console's, else MAP_TILE_URL). */
    mapTiles,

    /** The company's side of chat, for the admin console. */
    chat,
    chatHub,

    /** Mounts /ws (outside /api) on the root instance; the bus closes with it. */
    async registerRealtime(app: FastifyInstance, isAllowedOrigin: (origin: string, request: FastifyRequest) => boolean): Promise<void> {
      await app.register(chatSocket, { hub: chatHub, service: chat, resolve: (token) => sessions.resolve(token), isAllowedOrigin, mayAnswerForAdmin });
      app.addHook('onClose', () => bus.close());
    },

    /** Listing views gathered in memory (and Redis), written every few seconds (ADR 028). */
    views,

    /** What the page cache checks its pages against, and the views a page served from it counts (core/http/web-app.ts). */
    pages: {
      version: search.version,
      countView: (propertyId: number, visitor: { ip: string; userAgent: string | undefined }) => properties.countView(propertyId, { userId: null, staff: false, ...visitor }),
    },

    /** Mounts every feature's routes on the /api instance, and the background work that lives as long as it. */
    async register(api: FastifyInstance): Promise<void> {
      // before any route: it guards every /api/admin/ route registered after it
      registerAdminAccess(api, { actor: admin.actor, demoMode });
      api.addHook('onClose', async () => views.close());
      if (env.LISTING_SWEEP_SECONDS > 0) {
        const stop = listingExpiry.startSweeps(
          env.LISTING_SWEEP_SECONDS * 1000,
          (error) => api.log.error({ err: error }, 'listing expiry sweep failed'),
          (count) => api.log.info({ count }, 'listings expired'),
        );
        api.addHook('onClose', async () => stop());
        const stopAlerts = createPackageAlerts({ packages, notifications }).start(env.LISTING_SWEEP_SECONDS * 1000, (error) =>
          api.log.error({ err: error }, 'package expiry alerts failed'),
        );
        api.addHook('onClose', async () => stopAlerts());
        const stopFeatures = advertisements.startSweeps(
          env.LISTING_SWEEP_SECONDS * 1000,
          (error) => api.log.error({ err: error }, 'advertisement expiry sweep failed'),
          (result) => api.log.info(result, 'advertisements swept'),
        );
        api.addHook('onClose', async () => stopFeatures());
      }
      // the key pair is made on the first start, not by the first browser that asks for it
      api.addHook('onReady', async () => {
        await vapidKeys().catch((error: unknown) => api.log.error({ err: error }, 'making the Web Push keys failed'));
      });
      api.addHook('onClose', () => notifications.drain());
      api.addHook('onClose', () => mail.drain());

      await api.register(authRoutes, { service: auth, google, publicUrl: env.PUBLIC_URL, methods: signInMethods });
      await api.register(usersRoutes, { service: users, emailChanges: claims });
      await api.register(settingsRoutes, { service: settings });
      await api.register(languagesRoutes, { service: languages });
      await api.register(categoriesRoutes, { service: categories });
      const facilitiesRepo = createFacilitiesRepo(db);
      const reportsRepo = createReportsRepo(db);
      await api.register(facilitiesRoutes, { service: createFacilitiesService({ repo: facilitiesRepo, storage, languages }) });
      await api.register(reportsRoutes, { service: createReportsService({ repo: reportsRepo, languages, properties }) });
      await api.register(blocksRoutes, { service: blocks });
      await api.register(favouritesRoutes, { service: favourites });
      await api.register(interestsRoutes, { service: interests });
      await api.register(personalisationRoutes, { service: personalisation });
      await api.register(faqsRoutes, { service: faqs });
      await api.register(articlesRoutes, { service: articles });
      const citiesRepo = createCitiesRepo(db);
      await api.register(citiesRoutes, { service: createCitiesService({ repo: citiesRepo, storage }) });
      const companyEmail = async () => (await settings.value('company_email')) || env.ADMIN_EMAIL;
      const contactRepo = createContactRepo(db);
      await api.register(contactRoutes, { service: createContactService({ repo: contactRepo, mail, companyEmail }) });
      await api.register(propertiesRoutes, { service: properties });
      await api.register(searchRoutes, { service: search });
      await api.register(mortgageRoutes, { service: createMortgageService({ packages }) });
      await api.register(limitsRoutes, { service: packages });
      await api.register(projectsRoutes, { service: projects });
      await api.register(agentsRoutes, { service: agents });
      await api.register(ownerPropertiesRoutes, { service: ownerProperties });
      await api.register(listingExpiryRoutes, { expiry: listingExpiry });
      await api.register(ownerProjectsRoutes, { service: ownerProjects });
      await api.register(verificationRoutes, { service: verification });
      // identity documents stored publicly before ADR 014 become private, and every public copy of
      // any size goes, before the first request; a failure leaves them, and the next start tries again
      api.addHook('onReady', async () => {
        await relocateLegacyFiles({ repo: verificationRepo, storage, privateStorage }).catch((error: unknown) => api.log.error({ err: error }, 'moving verification files to private storage failed'));
      });
      await api.register(geocodingRoutes, { service: geocoding });
      await api.register(moderationRoutes, { service: createModerationService({ repo: createModerationRepo(db), notifications, users, mail }) });
      await api.register(adminRoutes, { service: admin });
      await api.register(settingsAdminRoutes, {
        service: createSettingsAdminService({ repo: settingsAdminRepo, media: { storage, encoder: imageEncoder }, onChange: mapTiles.refresh }),
        mail: { settings: mailSettings, mailer, emailOf: settingsAdminRepo.userEmail, companyName },
      });
      // the console's Content area (issue #17, ADR 032): articles, FAQs, sliders, inbox; pages and home sections are settings
      await api.register(articlesAdminRoutes, { service: createArticlesAdminService({ db, repo: articlesRepo, storage, imageEncoder }) });
      await api.register(faqsAdminRoutes, { service: createFaqsAdminService({ db, repo: faqsRepo }) });
      await api.register(slidersAdminRoutes, { service: createSlidersAdminService({ db, repo: homepageRepo, storage, imageEncoder }) });
      await api.register(contactAdminRoutes, { service: createContactAdminService({ db, repo: contactRepo, mail, companyEmail }) });
      await api.register(languagesAdminRoutes, { service: createLanguagesAdminService({ repo: createLanguagesAdminRepo(db) }) });
      // the catalogue (issue #17): the features' own repositories, pictures through the image pipeline
      const catalogueImages = createCatalogueImages({ storage, encoder: imageEncoder });
      await api.register(categoriesAdminRoutes, { service: createCategoriesAdminService({ repo: categoriesRepo, images: catalogueImages }) });
      await api.register(facilitiesAdminRoutes, { service: createFacilitiesAdminService({ repo: facilitiesRepo, images: catalogueImages }) });
      await api.register(citiesAdminRoutes, { service: createCitiesAdminService({ repo: citiesRepo, images: catalogueImages }) });
      await api.register(reportReasonsAdminRoutes, { service: createReportReasonsAdminService({ repo: reportsRepo }) });
      await api.register(verificationFormAdminRoutes, { service: createVerificationFormAdminService({ repo: verificationRepo }) });
      await api.register(placeAliasesRoutes, { service: createPlaceAliasesService({ repo: createPlaceAliasesRepo(db), onChange: () => search.invalidateVocabulary() }) });
      await api.register(notificationsRoutes, { service: notifications });
      await api.register(dashboardRoutes, { service: createDashboardService({ repo: createDashboardRepo(db), storage, packages }) });
      await api.register(homepageRoutes, { service: homepage });
      await api.register(chatRoutes, { service: chat, mayAnswerForAdmin });
      await api.register(adminChatRoutes, { service: chat });
      await api.register(packagesRoutes, { service: catalogue });
      await api.register(advertisementsRoutes, { service: advertisements });
      await api.register(paymentsRoutes, { payments, bank: bankTransfers, providers: paymentProviders });
      await api.register(packagesAdminRoutes, { service: createPackagesAdminService({ repo: createPackagesAdminRepo(db) }) });
      await api.register(paymentsAdminRoutes, { transactions: createTransactionsAdminRepo(db), settings: paymentSettings });
      // secrets stored in plain text before ADR 033 (or by a seed) are sealed before the first request
      api.addHook('onReady', async () => {
        const sealed = (await paymentSettings.sealStored()) + (await mailSettings.sealStored());
        if (sealed > 0) api.log.info({ sealed }, 'settings secrets sealed');
      });
    },
  };
}

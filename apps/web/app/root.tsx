import { useEffect, useMemo, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { errors } from '@abode/shared/i18n/en.json';
import { SESSION_COOKIE } from '@abode/shared/session';
import { buttonClasses } from '~/components/button';
import { ErrorView } from '~/components/error-view';
import { FlashToast } from '~/components/flash-toast';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { NavigationProgress } from '~/components/navigation-progress';
import { ToasterProvider } from '~/components/toaster';
import { paths } from '~/config/paths';
import { LOGOUT_PUSH_FIELD } from '~/features/auth/logout-field';
import { UserMenu } from '~/features/users/components/user-menu';
import { NotificationBell } from '~/features/notifications/components/notification-bell';
import { currentPushEndpoint } from '~/features/notifications/push';
import { PushUnavailableBanner } from '~/features/notifications/components/push-unavailable-banner';
import { sectionsOfPage } from '~/features/languages/page-sections';
import { expectServerRevalidation, loadRootInBrowser, rememberRootData } from '~/features/languages/page-translations';
import { pickSections } from '~/features/languages/sections';
import { fetchTranslations } from '~/features/languages/translations.server';
import { fetchShellSettings } from '~/features/settings/api';
import { serverApi } from '~/lib/api.server';
import { parseCookies } from '~/lib/cookies';
import { createI18n } from '~/lib/i18n';
import { FALLBACK_LANGUAGE, requestedLanguage, textDirection } from '~/lib/language';
import { metaTranslator, pageMeta } from '~/lib/meta';
import { fetchSessionUser } from '~/lib/session';
import { SiteProvider, type RootData, type ShellSettings, type SiteLanguage } from '~/lib/site-context';
import { TranslationProvider, useTranslation } from '~/lib/translation';
import type { Route } from './+types/root';
import './app.css';

export const links: Route.LinksFunction = () => [{ rel: 'manifest', href: paths.manifest }];

/** Sent with the logout form: this browser's push endpoint, so logging out forgets only its subscription. */
async function thisBrowserPush(): Promise<Record<string, string>> {
  const endpoint = await currentPushEndpoint().catch(() => null);
  return endpoint ? { [LOGOUT_PUSH_FIELD]: endpoint } : {};
}

/** Pages export their own meta; this one serves the shell's error page. */
export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(loaderData, { description: metaTranslator(loaderData?.translations)('meta.defaultDescription'), path: location.pathname, noIndex: true });

/** The visitor's language if the site offers it, else the site's default, else English. */
function chooseLanguage(requested: string | undefined, settings: ShellSettings): SiteLanguage {
  const offered = settings.languages;
  const pick = (code: string | undefined) => offered.find((language) => language.code.toLowerCase() === code?.toLowerCase());
  const chosen = pick(requested) ?? pick(settings.default_language) ?? offered[0];
  return chosen ? { code: chosen.code, name: chosen.name, rtl: chosen.rtl } : { ...FALLBACK_LANGUAGE };
}

export async function loader({ request, context, pattern }: Route.LoaderArgs): Promise<RootData> {
  const cookieHeader = request.headers.get('cookie');
  const requested = requestedLanguage(cookieHeader);
  const api = serverApi(request, context, requested);
  const hasSession = Boolean(parseCookies(cookieHeader)[SESSION_COOKIE]);
  const [settings, user] = await Promise.all([fetchShellSettings(api), hasSession ? fetchSessionUser(api) : null]);
  const language = chooseLanguage(requested, settings);
  const { strings, version } = await fetchTranslations(api, language.code, context.translationFiles);
  return {
    settings,
    user,
    language,
    translations: pickSections(strings, sectionsOfPage(pattern)),
    translationsVersion: version,
    origin: new URL(request.url).origin,
  };
}

/** A client-side navigation keeps the shell's data and fetches only the sections the next page lacks. */
export const clientLoader = ({ request, pattern, serverLoader }: Route.ClientLoaderArgs) => loadRootInBrowser(request, pattern, serverLoader);

/**
 * Settings, language and session change only through actions (language switch) or an explicit
 * revalidation (log out): those reach the server loader; every other navigation runs the client
 * loader, which adds the next page's sections.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href !== nextUrl.href) return true;
  if (defaultShouldRevalidate) expectServerRevalidation(nextUrl);
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const language = data?.language ?? FALLBACK_LANGUAGE;
  return (
    <html lang={language.code} dir={textDirection(language.rtl)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        {/* the icon the admin uploaded (web_favicon), else the site's own */}
        {data?.settings.web_favicon ? <link rel="icon" href={data.settings.web_favicon} /> : <link rel="icon" href={paths.favicon} type="image/svg+xml" />}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-slate-800 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t('app.skipToContent')}
    </a>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { settings, user, language, translations, origin } = loaderData;
  const i18n = useMemo(() => createI18n(language.code, translations), [language.code, translations]);
  const site = useMemo(() => ({ settings, user, language, origin }), [settings, user, language, origin]);
  useEffect(() => rememberRootData(loaderData), [loaderData]);

  return (
    <TranslationProvider i18n={i18n}>
      <SiteProvider site={site}>
        <ToasterProvider>
          <FlashToast />
          <SkipLink />
          <NavigationProgress />
          <SiteHeader
            userMenu={
              user ? (
                <>
                  <NotificationBell />
                  <UserMenu user={user} logoutFields={thisBrowserPush} />
                </>
              ) : null
            }
          />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </main>
          <SiteFooter />
          <PushUnavailableBanner />
        </ToasterProvider>
      </SiteProvider>
    </TranslationProvider>
  );
}

/** Only when the shell itself cannot load (the API is down): a bare page in English, whose error texts the bundle carries. */
export function ErrorBoundary() {
  const i18n = useMemo(() => createI18n('en', { errors }), []);
  return (
    <TranslationProvider i18n={i18n}>
      <ShellError />
    </TranslationProvider>
  );
}

function ShellError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="flex-1">
      <ErrorView
        status={503}
        title={t('errors.unavailableTitle')}
        message={t('errors.unavailableMessage')}
        actions={
          <a href={paths.home} className={buttonClasses()}>
            {t('errors.tryAgain')}
          </a>
        }
      />
    </main>
  );
}

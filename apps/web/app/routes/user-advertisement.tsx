import { useEffect, useState } from 'react';
import { data, Form, Link } from 'react-router';
import { MSG } from '@abode/shared/messages';
import { integer } from '@abode/shared/schemas/common';
import { isPackageGate, PackageGateDialog } from '~/components/package-gate-dialog';
import { ButtonLink } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { PageHeader } from '~/components/page-header';
import { Pagination } from '~/components/pagination';
import { useToaster } from '~/components/toaster';
import { paths } from '~/config/paths';
import { deleteFeatured, featureProperty, fetchFeatured, FEATURED_PAGE_SIZE } from '~/features/packages/api';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import { useFormatters } from '~/lib/format';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/user-advertisement';

const TYPES = ['property', 'project'] as const;
type FeatureType = (typeof TYPES)[number];
const STATUS = ['approved', 'pending', 'rejected', 'expired'] as const;
const STATUS_TONE = { approved: 'bg-brand-50 text-brand-800', pending: 'bg-amber-50 text-amber-900', rejected: 'bg-red-50 text-red-800', expired: 'bg-slate-100 text-slate-700' } as const;

const typeOf = (url: URL): FeatureType => (url.searchParams.get('type') === 'project' ? 'project' : 'property');
const hrefOf = (type: FeatureType, page = 1) => `${paths.userAdvertisements}${type === 'project' || page > 1 ? '?' : ''}${new URLSearchParams({ ...(type === 'project' ? { type } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const url = new URL(request.url);
  const type = typeOf(url);
  const page = pageOf(url);
  try {
    return { type, page, ...(await fetchFeatured(serverApi(request, context), type, pageWindow(page, FEATURED_PAGE_SIZE))) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}

const idSchema = integer('id', { min: 1 });

/**
 * Form posts (they work without JavaScript): feature an own listing (from its owner page; the
 * package gate's refusal opens the dialog here), or end one of the user's features.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const form = await request.formData();
  const api = serverApi(request, context);
  try {
    if (form.get('intent') === 'feature') {
      const propertyId = idSchema.safeParse(form.get('property_id'));
      if (!propertyId.success) return data({ ok: false, message: MSG.advertisementNotAllowed }, { status: 400 });
      return { ok: true, message: await featureProperty(api, propertyId.data) };
    }
    const id = idSchema.safeParse(form.get('id'));
    if (!id.success) return data({ ok: false, message: MSG.advertisementNotFound }, { status: 400 });
    return { ok: true, message: await deleteFeatured(api, id.data) };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 401) throw loginRedirect(request);
    return data({ ok: false, message: error.message }, { status: error.isClientError ? error.status : 502 });
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('featured.title'), description: t('featured.lead'), path: location.pathname, noIndex: true });
};

export default function UserAdvertisement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const { items, total, type, page } = loaderData;
  const { date: formatDate } = useFormatters();

  // the gate's refusal opens the dialog (until closed), anything else is a toast
  const gated = actionData && !actionData.ok && isPackageGate(actionData.message) ? actionData.message : null;
  const [closedFor, setClosedFor] = useState<unknown>(null);
  useEffect(() => {
    if (actionData && !gated) toaster.show(translateApiMessage(t, actionData.message), actionData.ok ? 'success' : 'error');
  }, [actionData, gated, t, toaster]);

  return (
    <>
      <PackageGateDialog message={closedFor === actionData ? null : gated} onClose={() => setClosedFor(actionData)} />
      <PageHeader title={t('featured.title')} lead={t('featured.lead')} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:py-12">
        <nav aria-label={t('featured.kinds')} className="flex gap-2">
          {TYPES.map((kind) => (
            <Link key={kind} to={hrefOf(kind)} aria-current={kind === type ? 'page' : undefined} className={`rounded-full px-4 py-2 text-sm font-semibold ${kind === type ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-200'}`}>
              {t(`featured.tabs.${kind}`)}
            </Link>
          ))}
        </nav>
        {items.length === 0 ? (
          <EmptyState title={t('featured.empty')} text={t('featured.emptyText')} action={<ButtonLink to={type === 'project' ? paths.userProjects : paths.userProperties}>{t(`featured.toListings.${type}`)}</ButtonLink>} />
        ) : (
          <ul className="space-y-3">
            {items.map((ad) => {
              const listing = ad.property ?? ad.project;
              const title = listing ? listing.translated_title || listing.title : t('featured.deleted');
              const status = STATUS[ad.status] ?? 'pending';
              return (
                <li key={ad.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="featured-row">
                  <div className="min-w-0">
                    {listing ? (
                      <Link to={ad.property ? paths.myProperty(ad.property.slug_id) : paths.project(listing.slug_id)} className="font-semibold text-slate-900 underline-offset-4 hover:underline">
                        {title}
                      </Link>
                    ) : (
                      <p className="font-semibold text-slate-900">{title}</p>
                    )}
                    <p className="text-sm text-slate-600">{t('featured.ends', { date: formatDate(ad.end_date) })}</p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONE[status]}`}>{t(`featured.status.${status}`)}</span>
                    {status === 'approved' || status === 'pending' ? (
                      <Form method="post">
                        <input type="hidden" name="id" value={ad.id} />
                        <button type="submit" className="text-sm font-semibold text-red-800 underline underline-offset-4" aria-label={t('featured.removeOf', { title })}>
                          {t('featured.remove')}
                        </button>
                      </Form>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount(total, FEATURED_PAGE_SIZE)} hrefFor={(p) => hrefOf(type, p)} />
      </div>
    </>
  );
}

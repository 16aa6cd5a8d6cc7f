import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import type { ProjectDetail } from '@abode/shared/schemas/projects';
import { CheckBadgeIcon, MailIcon, PhoneIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { useFormatters } from '~/lib/format';
import { useSite } from '~/lib/site-context';

/** The company's own listings belong to its "agent" page (agent-properties with is_admin). */
const COMPANY_AGENT_SLUG = 'admin';

/** Who builds or sells the project: name, verification, contact and a link to all their listings. */
export function DeveloperCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { settings } = useSite();
  const owner = project.customer;
  const isCompany = project.is_admin_listing;
  const name = isCompany ? settings.company_name || owner.name : owner.name;
  const verified = isCompany || owner.is_user_verified;
  const profileLink = paths.agent(isCompany ? COMPANY_AGENT_SLUG : owner.slug_id);
  return (
    <section aria-labelledby="developer-title" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="developer-card">
      <h2 id="developer-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('projectDetail.developer')}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        {owner.profile ? (
          <img src={owner.profile} alt="" width={64} height={64} className="size-16 shrink-0 rounded-full bg-slate-100 object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800">
            {Array.from(name)[0]?.toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-bold text-slate-900">
            <Link to={profileLink} className="bidi-plain hover:underline">
              {name}
            </Link>
            {verified ? (
              <span className="text-brand-700" title={t('agent.verified')}>
                <CheckBadgeIcon size={18} />
                <span className="sr-only">{t('agent.verified')}</span>
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            {t('agent.listings', { count: project.total_properties, formatted: format.number(project.total_properties) })} ·{' '}
            {t('agent.projects', { count: project.total_projects, formatted: format.number(project.total_projects) })}
          </p>
        </div>
      </div>
      <div className="mt-5 grid gap-2">
        {owner.mobile ? (
          <a href={`tel:${owner.mobile.replace(/[^\d+]/g, '')}`} className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
            <PhoneIcon size={18} />
            <span dir="ltr">{owner.mobile}</span>
          </a>
        ) : null}
        {owner.email ? (
          <a href={`mailto:${owner.email}`} className="inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50">
            <MailIcon size={18} />
            <span className="truncate" dir="ltr">
              {owner.email}
            </span>
          </a>
        ) : null}
        <Link to={profileLink} className="mt-1 text-center text-sm font-semibold text-brand-700 underline underline-offset-4">
          {t('projectDetail.developerListings', { name })}
        </Link>
      </div>
    </section>
  );
}

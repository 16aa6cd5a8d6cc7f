import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { CheckBadgeIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { useFormatters } from '~/lib/format';
import { useSite } from '~/lib/site-context';
import type { AgentCardData } from '../cards';

/** An agent: photo, name, verification and how many listings and projects they have. */
export function AgentCard({ agent }: { agent: AgentCardData }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { settings } = useSite();
  // agent-list names the company's own entry "Admin"
  const name = agent.isCompany ? settings.company_name || agent.name : agent.name;
  return (
    <article className="group relative flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-xl has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      {agent.profile ? (
        <img src={agent.profile} alt="" width={96} height={96} loading="lazy" className="size-24 rounded-full bg-slate-100 object-cover ring-4 ring-brand-50" />
      ) : (
        <span className="flex size-24 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800 ring-4 ring-brand-50" aria-hidden="true">
          {Array.from(name)[0]?.toUpperCase()}
        </span>
      )}
      <h3 className="mt-4 flex items-center gap-1.5 text-base font-bold text-slate-900">
        <Link to={paths.agent(agent.slugId)} className="bidi-plain outline-none after:absolute after:inset-0 after:content-['']">
          {name}
        </Link>
        {agent.isVerified ? (
          <span className="text-brand-700" title={t('agent.verified')}>
            <CheckBadgeIcon size={18} />
            <span className="sr-only">{t('agent.verified')}</span>
          </span>
        ) : null}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {t('agent.listings', { count: agent.properties, formatted: format.number(agent.properties) })}
        {agent.projects > 0 ? ` · ${t('agent.projects', { count: agent.projects, formatted: format.number(agent.projects) })}` : ''}
      </p>
    </article>
  );
}

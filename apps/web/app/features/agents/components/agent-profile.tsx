import type { ComponentType } from 'react';
import { useTranslation } from '~/lib/translation';
import type { AgentProfile } from '@abode/shared/schemas/agents';
import { CheckBadgeIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, XIcon, YoutubeIcon } from '~/components/icons';
import { PlaceLine } from '~/components/place-line';
import { useFormatters } from '~/lib/format';
import { useSite } from '~/lib/site-context';

type IconComponent = ComponentType<{ size?: number; className?: string }>;

const SOCIALS: { key: 'facebook_id' | 'twitter_id' | 'instagram_id' | 'youtube_id'; network: string; Icon: IconComponent }[] = [
  { key: 'facebook_id', network: 'Facebook', Icon: FacebookIcon },
  { key: 'twitter_id', network: 'X', Icon: XIcon },
  { key: 'instagram_id', network: 'Instagram', Icon: InstagramIcon },
  { key: 'youtube_id', network: 'YouTube', Icon: YoutubeIcon },
];

/** Socials are stored as profile URLs; anything else (a bare handle) is not linked. */
const isLink = (value: string) => /^https?:\/\//i.test(value);

/** The agent's (or the company's) header: photo, name, verification, place, figures and ways to get in touch. */
export function AgentProfileHeader({ agent }: { agent: AgentProfile }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { settings } = useSite();
  const name = agent.is_admin ? settings.company_name || agent.name : agent.name;
  const place = agent.is_admin ? agent.address : [agent.city, agent.state, agent.country].filter(Boolean).join(', ');
  const figures = [
    { label: t('agentDetail.figureListings'), value: agent.property_count },
    { label: t('agentDetail.figureProjects'), value: agent.projects_count },
    { label: t('agentDetail.figureSold'), value: agent.properties_sold_count },
    { label: t('agentDetail.figureRented'), value: agent.properties_rented_count },
  ];
  const socials = SOCIALS.filter(({ key }) => isLink(agent[key]));

  return (
    <header className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" data-testid="agent-profile">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        {agent.profile ? (
          <img src={agent.profile} alt="" width={112} height={112} className="size-28 shrink-0 rounded-full bg-slate-100 object-cover ring-4 ring-brand-50" />
        ) : (
          <span aria-hidden="true" className="flex size-28 shrink-0 items-center justify-center rounded-full bg-brand-100 text-4xl font-bold text-brand-800 ring-4 ring-brand-50">
            {Array.from(name)[0]?.toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {agent.is_admin ? t('agentDetail.company') : agent.is_agent ? t('agentDetail.agent') : t('agentDetail.owner')}
          </p>
          <h1 className="mt-1 flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            <span className="bidi-plain">{name}</span>
            {agent.is_verify ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800" data-testid="verified-badge">
                <CheckBadgeIcon size={18} />
                {t('agent.verified')}
              </span>
            ) : null}
          </h1>
          <PlaceLine place={place} />
        </div>
        <div className="flex flex-col gap-2 sm:w-60">
          {agent.mobile ? (
            <a href={`tel:${agent.mobile.replace(/[^\d+]/g, '')}`} className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
              <PhoneIcon size={18} />
              <span dir="ltr">{agent.mobile}</span>
            </a>
          ) : null}
          {agent.email ? (
            <a href={`mailto:${agent.email}`} className="inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50">
              <MailIcon size={18} />
              <span className="truncate" dir="ltr">
                {agent.email}
              </span>
            </a>
          ) : null}
          {socials.length > 0 ? (
            <ul className="flex justify-center gap-2" aria-label={t('agentDetail.socials')}>
              {socials.map(({ key, network, Icon }) => (
                <li key={key}>
                  <a
                    href={agent[key]}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-slate-200"
                    aria-label={t('footer.socialLink', { name, network })}
                  >
                    <Icon size={18} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {agent.about_me ? <p className="bidi-plain mt-6 max-w-3xl leading-7 whitespace-pre-line text-slate-700">{agent.about_me}</p> : null}
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl bg-slate-50 px-4 py-3">
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="mt-0.5 text-xl font-bold text-slate-900">{format.number(figure.value)}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

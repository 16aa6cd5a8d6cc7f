import { useTranslation } from '~/lib/translation';
import type { Property } from '@abode/shared/schemas/properties';
import { buttonClasses } from '~/components/button';
import { ChatIcon, CheckBadgeIcon, MailIcon, PhoneIcon } from '~/components/icons';
import { useSite } from '~/lib/site-context';

/** Who lists the property (an agent, an owner or the company itself) and how to reach them. */
/**
 * `chatHref`: the conversation with the owner (or the company), or the login page for visitors,
 * which then says they must log in first; null on one's own listing.
 */
export function OwnerCard({ property, chatHref = null }: { property: Property; chatHref?: string | null }) {
  const { t } = useTranslation();
  const { settings } = useSite();
  const name = property.is_admin ? settings.company_name || property.customer_name : property.customer_name;
  const role = property.is_admin ? t('property.listedByCompany') : property.is_verified ? t('agent.verified') : t('property.listedBy');
  return (
    <section aria-labelledby="owner-title" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="owner-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('property.contact')}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        {property.profile ? (
          <img src={property.profile} alt="" width={56} height={56} loading="lazy" className="size-14 rounded-full bg-slate-100 object-cover" />
        ) : (
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800" aria-hidden="true">
            {Array.from(name)[0]?.toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 truncate text-base font-bold text-slate-900">
            {name}
            {property.is_verified && !property.is_admin ? <CheckBadgeIcon size={18} className="shrink-0 text-brand-700" /> : null}
          </p>
          <p className="text-sm text-slate-600">{role}</p>
        </div>
      </div>
      <div className="mt-5 grid gap-2">
        {chatHref ? (
          <a href={chatHref} className={buttonClasses({ className: 'w-full' })}>
            <ChatIcon size={18} />
            {property.is_admin ? t('chatEntry.withCompany') : t('chatEntry.withOwner')}
          </a>
        ) : null}
        {property.mobile ? (
          <a href={`tel:${property.mobile.replace(/[^\d+]/g, '')}`} className={buttonClasses({ className: 'w-full' })}>
            <PhoneIcon size={18} />
            <span dir="ltr">{property.mobile}</span>
          </a>
        ) : null}
        {property.email ? (
          <a href={`mailto:${property.email}?subject=${encodeURIComponent(property.title)}`} className={buttonClasses({ variant: 'secondary', className: 'w-full' })}>
            <MailIcon size={18} />
            {t('property.sendEmail')}
          </a>
        ) : null}
      </div>
    </section>
  );
}

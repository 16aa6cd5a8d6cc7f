import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import type { Project } from '@abode/shared/schemas/projects';
import { ButtonLink } from '~/components/button';
import { LockIcon, PinIcon } from '~/components/icons';
import { Photo } from '~/components/photo';
import { paths } from '~/config/paths';
import type { ProjectLock } from '../access';

/**
 * The project page for someone without project access: the public summary (photo, name, place)
 * and what opening it brings — log in first as a visitor, or choose a plan that includes it.
 */
export function ProjectLocked({ project, lock, returnTo }: { project: Project; lock: ProjectLock; returnTo: string }) {
  const { t } = useTranslation();
  const title = project.translated_title || project.title;
  const place = [project.location, project.city].filter(Boolean).join(', ');
  const perks = [t('projectDetail.lockedPerkPlans'), t('projectDetail.lockedPerkGallery'), t('projectDetail.lockedPerkDocuments'), t('projectDetail.lockedPerkDeveloper')];
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-16" data-testid="project-locked">
      <div className="overflow-hidden rounded-3xl bg-slate-900 text-white shadow-xl">
        <div className="relative">
          <Photo src={project.image} placeholder={project.image_hash} alt="" width={1200} height={500} sizes="(min-width: 896px) 896px, 100vw" priority className="aspect-[12/5] w-full opacity-60" />
          <div className="absolute inset-0 bg-gradient-to-t from-slate-900 via-slate-900/40 to-transparent" />
          <div className="absolute inset-x-0 bottom-0 p-6 sm:p-8">
            <p className="text-xs font-semibold tracking-widest text-brand-200 uppercase">{project.category.translated_name || project.category.category}</p>
            <h1 className="bidi-plain mt-1 text-2xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
            {place ? (
              <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-200">
                <PinIcon size={16} className="shrink-0" />
                <span className="bidi-plain">{place}</span>
              </p>
            ) : null}
          </div>
        </div>
        <div className="px-6 py-10 text-center sm:px-12">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-amber-400 text-slate-900 shadow-lg">
            <LockIcon size={26} />
          </span>
          <h2 className="mt-5 text-2xl font-bold tracking-tight">{lock === 'login' ? t('projectDetail.lockedLoginTitle') : t('projectDetail.lockedTitle')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-base leading-7 text-slate-200">{lock === 'login' ? t('projectDetail.lockedLoginMessage') : t('projectDetail.lockedMessage')}</p>
          <ul className="mx-auto mt-8 grid max-w-lg gap-3 text-start text-sm text-slate-100 sm:grid-cols-2">
            {perks.map((perk) => (
              <li key={perk} className="rounded-xl bg-white/5 px-3 py-2.5">
                {perk}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            {lock === 'login' ? (
              <ButtonLink to={paths.loginTo(returnTo)} variant="inverse" size="lg">
                {t('projectDetail.lockedLogin')}
              </ButtonLink>
            ) : null}
            <Link
              to={paths.subscriptionPlan}
              className={
                lock === 'login'
                  ? 'inline-flex h-12 items-center justify-center rounded-xl border border-white/40 px-6 text-base font-semibold text-white hover:bg-white/10'
                  : 'inline-flex h-12 items-center justify-center rounded-xl bg-white px-6 text-base font-semibold text-brand-800 hover:bg-brand-50'
              }
            >
              {t('projectDetail.lockedCta')}
            </Link>
          </div>
        </div>
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to={paths.projects} className="font-semibold text-brand-700 underline underline-offset-4">
          {t('projectDetail.allProjects')}
        </Link>
      </p>
    </div>
  );
}

import { useTranslation } from '~/lib/translation';
import { ClockIcon, EyeIcon, PinIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { useFormatters } from '~/lib/format';
import type { OwnProject } from '../api';
import { OwnerRow } from '~/components/owner-listings/owner-row';
import { Stat } from '~/components/owner-listings/stat';
import { TimeAgo } from '~/components/time-ago';

export function OwnProjectRow({ project, deleteHref }: { project: OwnProject; deleteHref: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <OwnerRow
      kind="project"
      id={project.id}
      state={{ requestStatus: project.requestStatus, active: project.active }}
      title={project.title}
      // a project visitors cannot see yet has no public page: its title opens the form instead
      href={project.requestStatus === 'approved' && project.active ? paths.project(project.slugId) : paths.editProject(project.slugId)}
      image={project.image}
      placeholder={project.placeholder}
      rejectReason={project.rejectReason}
      editHref={paths.editProject(project.slugId)}
      deleteHref={deleteHref}
      details={
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="font-medium text-slate-800">{t(`project.type.${project.stage}`, { defaultValue: project.stage })}</span>
          {project.place ? (
            <span className="flex items-center gap-1.5">
              <PinIcon size={16} className="shrink-0 text-slate-500" />
              <span className="bidi-plain">{project.place}</span>
            </span>
          ) : null}
        </p>
      }
      stats={
        <>
          <Stat icon={<EyeIcon size={16} />}>{t('myListings.views', { count: project.views, formatted: format.number(project.views) })}</Stat>
          <Stat icon={<ClockIcon size={16} />}>
            <TimeAgo date={project.createdAt} />
          </Stat>
        </>
      }
    />
  );
}

import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { PROJECT_TYPES } from '@abode/shared/enums';
import { Badge } from '~/components/badge';
import { PinIcon } from '~/components/icons';
import { Photo } from '~/components/photo';
import { paths } from '~/config/paths';
import type { ProjectCardData } from '../cards';

const KNOWN_STAGES: ReadonlySet<string> = new Set(PROJECT_TYPES);

/** A development project: photo, stage, name and place. */
export function ProjectCard({ project }: { project: ProjectCardData }) {
  const { t } = useTranslation();
  return (
    <article className="group relative overflow-hidden rounded-2xl bg-slate-900 shadow-sm has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2">
      <Photo
        src={project.image}
        placeholder={project.placeholder}
        alt=""
        width={800}
        height={600}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full opacity-95 transition duration-500 group-hover:scale-105 group-hover:opacity-100"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/20 to-transparent" />
      {KNOWN_STAGES.has(project.stage) ? (
        <Badge tone="neutral" className="absolute start-4 top-4">
          {t(`project.type.${project.stage}`)}
        </Badge>
      ) : null}
      <div className="absolute inset-x-0 bottom-0 p-5 text-white">
        <p className="text-xs font-semibold tracking-widest text-brand-200 uppercase">{project.category}</p>
        <h3 className="bidi-plain mt-1.5 text-lg leading-snug font-bold">
          <Link to={paths.project(project.slugId)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {project.title}
          </Link>
        </h3>
        {project.place ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-200">
            <PinIcon size={16} className="shrink-0" />
            {project.place}
          </p>
        ) : null}
      </div>
    </article>
  );
}

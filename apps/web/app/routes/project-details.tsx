import { useTranslation } from '~/lib/translation';
import type { ProjectDetail } from '@abode/shared/schemas/projects';
import { PROJECT_TYPES } from '@abode/shared/enums';
import { data, useLocation } from 'react-router';
import { Badge } from '~/components/badge';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { Gallery } from '~/components/gallery';
import { ClockIcon, EyeIcon, SparkIcon } from '~/components/icons';
import { PlaceLine } from '~/components/place-line';
import { paths } from '~/config/paths';
import { projectLockOf } from '~/features/projects/access';
import { projectDetailQuery, projectTeaserQuery } from '~/features/projects/api';
import type { ProjectCardData } from '~/features/projects/cards';
import { DeveloperCard } from '~/features/projects/components/developer-card';
import { ProjectCard } from '~/features/projects/components/project-card';
import { ProjectDocuments } from '~/features/projects/components/project-documents';
import { ProjectLocation } from '~/features/projects/components/project-location';
import { ProjectLocked } from '~/features/projects/components/project-locked';
import { ProjectPlans } from '~/features/projects/components/project-plans';
import { projectStructuredData } from '~/features/projects/structured-data';
import type { ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { useFormatters } from '~/lib/format';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useSite } from '~/lib/site-context';
import { jsonForScript, plainText } from '~/lib/text';
import type { Route } from './+types/project-details';
import { TimeAgo } from '~/components/time-ago';

const KNOWN_STAGES: ReadonlySet<string> = new Set(PROJECT_TYPES);
/** Three cards fill one desktop row. */
const SIMILAR_SHOWN = 3;

async function load(api: ApiClient, slugId: string) {
  try {
    return { locked: null, ...(await api.load(projectDetailQuery(slugId))) };
  } catch (error) {
    const lock = projectLockOf(error);
    if (!lock) throw error;
    // The designed locked state shows what get-projects shows everyone; an unknown slug is a 404.
    const teaser = await api.load(projectTeaserQuery(slugId));
    if (!teaser) throw data(null, { status: 404 });
    return data({ locked: lock, teaser }, { status: lock === 'login' ? 401 : 403 });
  }
}

export const loader = ({ request, context, params }: Route.LoaderArgs) => load(serverApi(request, context), params.slug_id);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => load(browserApi(), params.slug_id);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!loaderData) return [];
  const project = loaderData.locked ? loaderData.teaser : loaderData.project;
  const t = metaTranslator(root?.translations);
  const title = project.translated_title || project.title;
  return pageMeta(root, {
    title: project.meta_title || title,
    description: project.meta_description || plainText(project.translated_description || project.description) || t('projects.lead'),
    image: project.meta_image || project.image,
    path: paths.project(project.slug_id),
    type: 'article',
  });
};

export default function ProjectDetails({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (loaderData.locked) return <ProjectLocked project={loaderData.teaser} lock={loaderData.locked} returnTo={pathname} />;
  return <ProjectPage project={loaderData.project} similar={loaderData.similar} />;
}

function ProjectPage({ project, similar }: { project: ProjectDetail; similar: ProjectCardData[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { origin } = useSite();
  const title = project.translated_title || project.title;
  const description = project.translated_description || project.description;
  const category = project.category.translated_name || project.category.category;
  const place = [project.location, project.city, project.state, project.country].filter(Boolean).filter((part, i, all) => all.indexOf(part) === i).join(', ');
  const images = [{ src: project.image, placeholder: project.image_hash }, ...project.gallary_images.map((image) => ({ src: image.name }))].filter(
    (image, index, all) => image.src && all.findIndex((other) => other.src === image.src) === index,
  );

  return (
    <article className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(projectStructuredData(project, origin, plainText(description))) }} />
      <Breadcrumbs links={[{ label: t('nav.projects'), to: paths.projects }]} current={title} />

      <header className="mt-5">
        <div className="flex flex-wrap items-center gap-2">
          {KNOWN_STAGES.has(project.type) ? <Badge tone="brand">{t(`project.type.${project.type}`)}</Badge> : null}
          {project.is_promoted ? (
            <Badge tone="promoted">
              <SparkIcon size={13} />
              {t('property.featured')}
            </Badge>
          ) : null}
          <Badge tone="neutral">{category}</Badge>
        </div>
        <h1 className="bidi-plain mt-3 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
        <PlaceLine place={place} />
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon size={16} className="text-slate-500" />
            <span>{t('property.posted')}</span>
            <time dateTime={project.created_at} suppressHydrationWarning>
              <TimeAgo date={project.created_at} />
            </time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <EyeIcon size={16} className="text-slate-500" />
            {t('property.views', { count: project.total_click, formatted: format.number(project.total_click) })}
          </span>
        </p>
      </header>

      {images.length > 0 ? (
        <div className="mt-6">
          <Gallery images={images} label={title} />
        </div>
      ) : null}

      <div className="mt-10 grid gap-10 lg:grid-cols-12">
        <div className="min-w-0 space-y-12 lg:col-span-8">
          <section aria-labelledby="project-about-title">
            <h2 id="project-about-title" className="text-xl font-bold text-slate-900">
              {t('projectDetail.about')}
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {[
                { label: t('projectDetail.stage'), value: KNOWN_STAGES.has(project.type) ? t(`project.type.${project.type}`) : project.type },
                { label: t('projectDetail.category'), value: category },
                { label: t('projectDetail.city'), value: project.city },
              ]
                .filter((fact) => fact.value)
                .map((fact) => (
                  <div key={fact.label} className="rounded-2xl border border-slate-200 px-4 py-3">
                    <dt className="text-sm text-slate-600">{fact.label}</dt>
                    <dd className="bidi-plain mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
                  </div>
                ))}
            </dl>
            <div className="prose-content mt-6 max-w-none text-base">
              {plainText(description)
                ? description
                    .split(/\n\s*\n/)
                    .map((paragraph) => plainText(paragraph))
                    .filter(Boolean)
                    .map((paragraph, index) => (
                      <p key={index} className="bidi-plain">
                        {paragraph}
                      </p>
                    ))
                : null}
            </div>
          </section>

          {project.plans.length > 0 ? <ProjectPlans plans={project.plans} projectTitle={title} /> : null}
          {project.video_link ? (
            <p>
              <a href={project.video_link} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-4">
                {t('projectDetail.video')}
                <span className="sr-only"> {t('projectDetail.opensNewTab')}</span>
              </a>
            </p>
          ) : null}
          <ProjectDocuments documents={project.documents} />
          <ProjectLocation latitude={project.latitude} longitude={project.longitude} address={place} title={title} />
        </div>

        <aside className="lg:col-span-4" aria-label={t('projectDetail.sidebar')}>
          <div className="space-y-4 lg:sticky lg:top-24">
            <DeveloperCard project={project} />
            <p className="rounded-2xl bg-slate-50 px-5 py-4 text-sm text-slate-600">{t('property.reference', { id: project.id })}</p>
          </div>
        </aside>
      </div>

      {similar.length > 0 ? (
        <section aria-labelledby="similar-projects-title" className="mt-16">
          <h2 id="similar-projects-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('projectDetail.similar')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {similar.slice(0, SIMILAR_SHOWN).map((card) => (
              <li key={card.id}>
                <ProjectCard project={card} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { data, useNavigate } from 'react-router';
import { ButtonLink } from '~/components/button';
import { FormAlert } from '~/components/form-field';
import { PageHeader } from '~/components/page-header';
import { useToaster } from '~/components/toaster';
import { paths } from '~/config/paths';
import { LocationPicker } from '~/components/listing-form/location-picker';
import { MediaPicker, newMediaItem } from '~/components/listing-form/media-picker';
import { draftKeys, draftStore } from '~/lib/draft-store';
import { useObjectUrl } from '~/lib/use-object-url';
import { fetchOwnProject, fetchPoster, fetchProjectCategories } from '~/features/projects/form/api';
import { ProjectForm } from '~/features/projects/form/components/project-form';
import type { ProjectFormPickers } from '~/features/projects/form/pickers';
import { emptyProjectValues, projectFormValuesSchema, valuesOfProject } from '~/features/projects/form/project-values';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import { useSite } from '~/lib/site-context';
import { PackageGateDialog } from '~/components/package-gate-dialog';
import { packageGateMessage } from './property-form.server';
import type { Route } from './+types/add-project';

const pickers: ProjectFormPickers = { PlacePicker: LocationPicker, FilePicker: MediaPicker, fileItem: newMediaItem, useObjectUrl };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const api = serverApi(request, context);
  try {
    const slugId = (params as { slug_id?: string }).slug_id;
    const [categories, poster, project] = await Promise.all([fetchProjectCategories(api), fetchPoster(api), slugId ? fetchOwnProject(api, slugId) : null]);
    if (slugId && !project) throw data(null, { status: 404 });
    // a new project spends project_list: the gate's dialog opens before the form is filled in (the site's own are not sold packages)
    const gate = slugId || poster.asSite ? null : await packageGateMessage(request, context, 'project_list');
    return { categories, profileComplete: poster.profileComplete || poster.asSite, asSite: poster.asSite, project, gate };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  const title = loaderData?.project ? t('projectForm.editTitle') : t('projectForm.addTitle');
  return pageMeta(root, { title, description: t('projectForm.lead'), path: location.pathname, noIndex: true });
};

export default function AddProject({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const navigate = useNavigate();
  const { settings } = useSite();
  const { categories, profileComplete, asSite, project } = loaderData;
  const [gate, setGate] = useState(loaderData.gate);
  const initial = useMemo(() => (project ? valuesOfProject(project) : { values: emptyProjectValues, files: {} }), [project]);
  const store = useMemo(() => draftStore(project ? draftKeys.project(project.slug_id) : draftKeys.newProject, projectFormValuesSchema), [project]);
  const onSaved = useCallback(
    (message: string) => {
      toaster.show(project ? translateApiMessage(t, message) : `${translateApiMessage(t, message)} ${t('projectForm.pendingReview')}`, 'success');
      void navigate(paths.userProjects);
    },
    [navigate, project, t, toaster],
  );
  const needsVerification = !asSite && settings.verification_required_for_user === true && settings.verification_status !== 'success';

  return (
    <>
      <PackageGateDialog message={gate} onClose={() => setGate(null)} />
      <PageHeader title={project ? t('projectForm.editTitle') : t('projectForm.addTitle')} lead={t('projectForm.lead')} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
        {!profileComplete ? (
          <div className="space-y-4">
            <FormAlert tone="error">{t('profileIncomplete')}</FormAlert>
            <ButtonLink to={paths.userProfileTo(project ? paths.editProject(project.slug_id) : paths.addProject)}>{t('projectForm.completeProfile')}</ButtonLink>
          </div>
        ) : needsVerification ? (
          <div className="space-y-4">
            <FormAlert tone="error">{t('verificationIncomplete')}</FormAlert>
            <ButtonLink to={paths.userVerification}>{t('projectForm.getVerified')}</ButtonLink>
          </div>
        ) : (
          <>
            <noscript>
              <FormAlert tone="info">{t('projectForm.needsScript')}</FormAlert>
            </noscript>
            <ProjectForm key={project?.id ?? 'new'} project={project ? { id: project.id, slugId: project.slug_id } : undefined} categories={categories} initial={initial} draft={store} pickers={pickers} onSaved={onSaved} />
          </>
        )}
      </div>
    </>
  );
}

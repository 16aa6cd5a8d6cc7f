import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link, useLocation } from 'react-router';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '@abode/shared/schemas/listings';
import { PROJECT_TYPES } from '@abode/shared/enums';
import { Button } from '~/components/button';
import { FieldShell, FormAlert, inputClasses, TextAreaField, TextField } from '~/components/form-field';
import { isPackageGate, PackageGateDialog } from '~/components/package-gate-dialog';
import { paths } from '~/config/paths';
import { ApiRequestError } from '~/lib/api-client';
import { browserApi } from '~/lib/browser-api';
import { translateApiMessage } from '~/lib/i18n';
import type { ProjectDraftStore, ProjectFormPickers } from '../pickers';
import { firstStepWithError, PROJECT_STEPS, projectErrors, projectFormData, type ProjectErrors } from '../project-request';
import { suggestedSlug, type FileItem, type FloorValue, type ProjectFiles, type ProjectFormValues } from '../project-values';
import { FloorsEditor } from './floors-editor';
import { ProjectPreview } from './project-preview';
import { StepList } from './step-list';
import { useProjectDraft } from '../use-project-draft';

export interface ProjectFormProps {
  /** The edited project; none when adding. */
  project?: { id: number; slugId: string } | undefined;
  categories: { id: number; name: string }[];
  initial: { values: ProjectFormValues; files: ProjectFiles };
  draft: ProjectDraftStore<ProjectFormValues>;
  pickers: ProjectFormPickers;
  /** After a successful post, with the API's message. */
  onSaved: (message: string) => void;
}

const STEP_FIELDS: Record<(typeof PROJECT_STEPS)[number], (field: string) => boolean> = {
  basics: (f) => ['title', 'description', 'category_id', 'type', 'slug_id', 'video_link'].includes(f),
  location: (f) => ['latitude', 'longitude', 'city', 'state', 'country', 'location'].includes(f),
  media: (f) => ['image', 'gallery_images', 'documents'].includes(f),
  floors: (f) => f.startsWith('plans.') || f === 'plans',
  seo: (f) => f.startsWith('meta_'),
};

type Failure = { message: string; key?: string | undefined } | null;

/** Add or edit a project in five steps, with a draft that survives a reload and a live preview card. */
export function ProjectForm({ project, categories, initial, draft, pickers, onSaved }: ProjectFormProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [values, setValues] = useState(initial.values);
  const [files, setFiles] = useState(initial.files);
  const [errors, setErrors] = useState<ProjectErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [gate, setGate] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { PlacePicker, FilePicker } = pickers;

  const { restoredAt, discard } = useProjectDraft({
    store: draft,
    initial,
    values,
    files,
    fileItem: pickers.fileItem,
    restore: (v, f) => {
      setValues(v);
      setFiles(f);
      setErrors({});
    },
  });

  const step = Math.min(values.step, PROJECT_STEPS.length - 1);
  const stepName = PROJECT_STEPS[step] ?? 'basics';
  const invalidSteps = useMemo(() => new Set(Object.keys(errors).map((f) => PROJECT_STEPS.findIndex((s) => STEP_FIELDS[s](f)))), [errors]);
  const error = (field: string) => (errors[field] ? t(errors[field] ?? '') : undefined);

  const update = (patch: Partial<ProjectFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const goTo = (next: number) => {
    update({ step: next });
    headingRef.current?.focus();
  };

  const initialIds = (slot: string) => new Set((initial.files[slot] ?? []).flatMap((item) => (item.kind === 'existing' ? [item.id] : [])));
  function changeFiles(slot: string, items: FileItem[]) {
    setFiles((current) => ({ ...current, [slot]: items }));
    if (slot === 'gallery_images' || slot === 'documents') {
      const kept = new Set(items.flatMap((item) => (item.kind === 'existing' ? [item.id] : [])));
      const removed = [...initialIds(slot)].filter((id) => !kept.has(id));
      setValues((current) => ({ ...current, removed: { ...current.removed, [slot === 'gallery_images' ? 'gallery' : 'documents']: removed } }));
    }
  }

  function changeFloors(floors: FloorValue[], removedId?: number) {
    setValues((current) => ({
      ...current,
      floors,
      removed: removedId === undefined ? current.removed : { ...current.removed, plans: [...current.removed.plans, removedId] },
    }));
  }

  /** Checks this step; answers whether it may be left forwards. */
  function checkStep(): boolean {
    const all = projectErrors(values, files, project?.id);
    const own = Object.fromEntries(Object.entries(all).filter(([field]) => STEP_FIELDS[stepName](field)));
    setErrors(own);
    return Object.keys(own).length === 0;
  }

  async function submit() {
    const all = projectErrors(values, files, project?.id);
    setErrors(all);
    const first = firstStepWithError(all);
    if (first >= 0) {
      goTo(first);
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const response = await browserApi().post('post_project', projectFormData(values, files, project?.id));
      await draft.clear();
      onSaved(response.message);
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) throw caught;
      if (isPackageGate(caught.message)) setGate(caught.message);
      else setFailure({ message: caught.message, key: caught.key });
    } finally {
      setSubmitting(false);
    }
  }

  const category = categories.find((c) => String(c.id) === values.category_id)?.name;
  const stepBody: Record<(typeof PROJECT_STEPS)[number], ReactNode> = {
    basics: (
      <div className="grid gap-5">
        <TextField name="title" label={`${t('projectForm.field.title')} *`} value={values.title} maxLength={255} dir="auto" error={error('title')} onChange={(e) => {
          const title = e.target.value;
          update(values.slug_edited ? { title } : { title, slug_id: suggestedSlug(title) });
        }} />
        <TextAreaField name="description" label={`${t('projectForm.field.description')} *`} rows={6} dir="auto" value={values.description} error={error('description')} onChange={(e) => update({ description: e.target.value })} />
        <FieldShell id="category_id" label={`${t('projectForm.field.category')} *`} error={error('category_id')}>
          {(describedBy) => (
            <select id="category_id" name="category_id" value={values.category_id} aria-invalid={Boolean(errors.category_id)} aria-describedby={describedBy} className={inputClasses} onChange={(e) => update({ category_id: e.target.value })}>
              <option value="">{t('projectForm.choose')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{t('projectForm.field.type')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {PROJECT_TYPES.map((type) => (
              <label key={type} className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" name="type" value={type} checked={values.type === type} onChange={() => update({ type })} className="size-5 accent-brand-700" />
                {t(`project.type.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField name="slug_id" label={t('projectForm.field.slug')} hint={t('projectForm.slugHint')} value={values.slug_id} maxLength={255} dir="ltr" error={error('slug_id')} onChange={(e) => update({ slug_id: e.target.value, slug_edited: true })} />
        <TextField name="video_link" type="url" label={t('projectForm.field.video')} hint={t('projectForm.videoHint')} value={values.video_link} dir="ltr" error={error('video_link')} onChange={(e) => update({ video_link: e.target.value })} />
      </div>
    ),
    location: (
      <PlacePicker
        value={values.location}
        onChange={(location) => update({ location })}
        addressLabel={t('projectForm.field.address')}
        idPrefix="project-location"
        errors={{ latitude: error('latitude'), city: error('city'), state: error('state'), country: error('country'), address: error('location') }}
      />
    ),
    media: (
      <div className="grid gap-6">
        <FilePicker id="image" label={`${t('projectForm.field.image')} *`} hint={t('projectForm.photoHint')} kind="photo" items={files.image ?? []} onChange={(items) => changeFiles('image', items)} error={error('image')} />
        <FilePicker id="gallery_images" label={t('projectForm.field.gallery')} hint={t('projectForm.photoHint')} kind="photo" multiple items={files.gallery_images ?? []} onChange={(items) => changeFiles('gallery_images', items)} error={error('gallery_images')} />
        <FilePicker id="documents" label={t('projectForm.field.documents')} hint={t('projectForm.documentHint')} kind="document" multiple items={files.documents ?? []} onChange={(items) => changeFiles('documents', items)} error={error('documents')} />
      </div>
    ),
    floors: <FloorsEditor floors={values.floors} files={files} errors={errors} FilePicker={FilePicker} onFloorsChange={changeFloors} onFilesChange={changeFiles} />,
    seo: (
      <div className="grid gap-5">
        <TextField name="meta_title" label={t('projectForm.field.metaTitle')} hint={t('projectForm.metaTitleHint', { max: META_TITLE_MAX })} value={values.meta_title} error={error('meta_title')} onChange={(e) => update({ meta_title: e.target.value })} />
        <TextAreaField name="meta_description" label={t('projectForm.field.metaDescription')} hint={t('projectForm.metaDescriptionHint', { max: META_DESCRIPTION_MAX })} rows={3} value={values.meta_description} error={error('meta_description')} onChange={(e) => update({ meta_description: e.target.value })} />
        <TextField name="meta_keywords" label={t('projectForm.field.metaKeywords')} hint={t('projectForm.metaKeywordsHint')} value={values.meta_keywords} error={error('meta_keywords')} onChange={(e) => update({ meta_keywords: e.target.value })} />
        <FilePicker id="meta_image" label={t('projectForm.field.metaImage')} hint={t('projectForm.photoHint')} kind="photo" items={files.meta_image ?? []} onChange={(items) => changeFiles('meta_image', items)} error={error('meta_image')} />
      </div>
    ),
  };

  const last = step === PROJECT_STEPS.length - 1;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-6">
        {restoredAt !== null ? (
          <FormAlert tone="info">
            <span>{t('projectForm.draftRestored')}</span>{' '}
            <button type="button" onClick={() => void discard()} className="font-semibold underline">
              {t('projectForm.discardDraft')}
            </button>
          </FormAlert>
        ) : null}
        <StepList steps={PROJECT_STEPS} current={step} invalid={invalidSteps} onSelect={goTo} />
        <form
          noValidate
          className="space-y-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
          onSubmit={(event) => {
            event.preventDefault();
            if (last) void submit();
            else if (checkStep()) goTo(step + 1);
          }}
        >
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
            {t('projectForm.stepHeading', { number: step + 1, total: PROJECT_STEPS.length, name: t(`projectForm.step.${stepName}`) })}
          </h2>
          {Object.keys(errors).length > 0 ? <FormAlert tone="error">{t('projectForm.fixErrors')}</FormAlert> : null}
          {failure ? (
            <FormAlert tone="error">
              {translateApiMessage(t, failure.message)}{' '}
              {failure.key === 'profileIncomplete' ? (
                <Link to={paths.userProfileTo(location.pathname)} className="font-semibold underline">
                  {t('projectForm.completeProfile')}
                </Link>
              ) : null}
              {failure.key === 'verificationRequired' ? (
                <Link to={paths.userVerification} className="font-semibold underline">
                  {t('projectForm.getVerified')}
                </Link>
              ) : null}
            </FormAlert>
          ) : null}
          {stepBody[stepName]}
          <div className="flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-5">
            <Button variant="secondary" disabled={step === 0} onClick={() => goTo(step - 1)}>
              {t('projectForm.back')}
            </Button>
            <Button type="submit" disabled={submitting}>
              {last ? (submitting ? t('projectForm.saving') : project ? t('projectForm.saveChanges') : t('projectForm.submit')) : t('projectForm.next')}
            </Button>
          </div>
        </form>
      </div>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <ProjectPreview values={values} image={(files.image ?? [])[0]} category={category} useObjectUrl={pickers.useObjectUrl} />
      </div>
      <PackageGateDialog message={gate} onClose={() => setGate(null)} />
    </div>
  );
}

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { useLocation, useNavigate } from 'react-router';
import { MSG } from '@abode/shared/messages';
import type { Category } from '@abode/shared/schemas/categories';
import type { Facility } from '@abode/shared/schemas/facilities';
import type { Property } from '@abode/shared/schemas/properties';
import { Button } from '~/components/button';
import { FormAlert } from '~/components/form-field';
import { useToaster } from '~/components/toaster';
import { paths } from '~/config/paths';
import { ApiRequestError } from '~/lib/api-client';
import { translateApiMessage } from '~/lib/i18n';
import { useSite } from '~/lib/site-context';
import { materialChanges, priceBandOf } from '@abode/shared/listing-edit';
import { postWithProgress } from '../api';
import { issueText } from '../issue-text';
import { propertyFormData, STEPS, stepOfField, validateProperty, type FieldIssue, type StepId } from '../property-request';
import { factsOfValues, photosChanged, type MediaSlots, type PropertyFormValues } from '../property-values';
import { usePropertyDraft } from '../use-property-draft';
import { ListingPreview, type ListingPreviewData } from './listing-preview';
import { LocationPicker } from '~/components/listing-form/location-picker';
import { isPackageGate, PackageGateDialog } from '~/components/package-gate-dialog';
import { STEP_LABELS, StepIndicator } from './step-indicator';
import { fieldId } from './step-props';
import { DetailsStep } from './steps/details-step';
import { FacilitiesStep } from './steps/facilities-step';
import { MediaStep } from './steps/media-step';
import { ParametersStep } from './steps/parameters-step';
import { ReviewStep } from './steps/review-step';
import { SeoStep } from './steps/seo-step';

export interface PropertyFormProps {
  categories: readonly Category[];
  facilities: readonly Facility[];
  initial: { values: PropertyFormValues; media: MediaSlots };
  draftKey: string;
  /** Set when editing: the listing's id (the form then sends update_post_property). */
  propertyId?: number | undefined;
  /** Editing a listing visitors see now: the review step says whether the edit keeps it live. */
  liveListing?: boolean | undefined;
  /** Draws the live preview card. */
  renderPreview: (listing: ListingPreviewData) => ReactNode;
}

const LAST = STEPS.length - 1;

/** The first of these fields in the page's order, focused (the step must be drawn already). */
function focusFirst(fields: readonly string[]) {
  const elements = fields.flatMap((field) => {
    const element = document.getElementById(fieldId(field));
    return element ? [element] : [];
  });
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  elements[0]?.focus();
}

/**
 * Add or edit a property in steps. Each step is checked with the shared schema before the next
 * opens; the last one posts everything (multipart, with upload progress) and opens the owner's view.
 */
export function PropertyForm({ categories, facilities, initial, draftKey, propertyId, renderPreview, liveListing }: PropertyFormProps) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const navigate = useNavigate();
  const location = useLocation();
  const draft = usePropertyDraft(draftKey, initial);
  const { settings } = useSite();
  const { values, media } = draft;
  const step = Math.min(values.step, LAST);
  const stepId = STEPS[step]!;
  // a stored listing is complete: every step of it may be opened directly
  const [reached, setReached] = useState(propertyId === undefined ? step : LAST);
  const [checked, setChecked] = useState<ReadonlySet<StepId>>(new Set());
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [gate, setGate] = useState<string | null>(null);
  // Focus moves after the next render, when the step asked for is on screen.
  const pendingFocus = useRef<{ fields: readonly string[] } | 'heading' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const category = categories.find((c) => String(c.id) === values.category_id);
  const context = useMemo(() => ({ parameters: category?.parameter_types ?? [], propertyId }), [category, propertyId]);
  const issues = useMemo(() => validateProperty(values, media, context), [values, media, context]);
  // problems show for the steps the user tried to leave (and all of them after "Post")
  const shown = useMemo(() => issues.filter((issue) => checked.has(stepOfField(issue.field))), [issues, checked]);
  const errorOf = (field: string) => {
    const issue = shown.find((i) => i.field === field);
    return issue ? issueText(t, issue.message) : undefined;
  };
  const stepsWithProblems = useMemo(() => new Set(shown.map((i) => stepOfField(i.field))), [shown]);
  const reachedStep = Math.max(reached, step);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'heading') heading.current?.focus();
    else if (target) focusFirst(target.fields);
  });

  const update = (patch: Partial<PropertyFormValues>) => draft.setValues((current) => ({ ...current, ...patch }));

  function open(index: number, focus: typeof pendingFocus.current = 'heading') {
    pendingFocus.current = focus;
    setReached((r) => Math.max(r, index, step));
    update({ step: index });
  }

  function showProblems(found: readonly FieldIssue[]) {
    pendingFocus.current = { fields: found.map((i) => i.field) };
  }

  function next() {
    setChecked((current) => new Set([...current, stepId]));
    const here = issues.filter((issue) => stepOfField(issue.field) === stepId);
    if (here.length > 0) {
      showProblems(here);
      setReached(step);
      return;
    }
    open(step + 1);
  }

  async function post() {
    setChecked(new Set(STEPS));
    const first = issues[0];
    if (first) {
      const firstStep = STEPS.indexOf(stepOfField(first.field));
      open(firstStep, { fields: issues.filter((i) => stepOfField(i.field) === STEPS[firstStep]).map((i) => i.field) });
      return;
    }
    setFailure(null);
    setProgress(0);
    try {
      const answer = await postWithProgress<Property[]>(propertyId === undefined ? 'post_property' : 'update_post_property', propertyFormData(values, media, context), setProgress);
      await draft.finish();
      toaster.show(translateApiMessage(t, answer.message), 'success');
      void navigate(paths.myProperty(answer.data[0]?.slug_id ?? values.slug_id));
    } catch (error) {
      setProgress(null);
      const message = error instanceof ApiRequestError ? error.message : MSG.somethingWrong;
      if (error instanceof ApiRequestError && error.status === 401) {
        void navigate(paths.loginTo(location.pathname));
      } else if (isPackageGate(message)) {
        setGate(message);
      } else if (message === MSG.profileIncomplete) {
        toaster.show(t('profileIncomplete'), 'error');
        void navigate(paths.userProfile);
      } else {
        setFailure(message);
      }
    }
  }

  async function discard() {
    await draft.discard();
    setChecked(new Set());
    setReached(propertyId === undefined ? 0 : LAST);
    setFailure(null);
    pendingFocus.current = 'heading';
  }

  const stepBody: Record<StepId, () => ReactNode> = {
    details: () => <DetailsStep values={values} update={update} error={errorOf} categories={categories} />,
    parameters: () => <ParametersStep values={values} update={update} error={errorOf} parameters={context.parameters} media={media} setMedia={draft.setMedia} />,
    facilities: () => <FacilitiesStep values={values} update={update} error={errorOf} facilities={facilities} />,
    location: () => (
      <LocationPicker
        idPrefix="pf"
        value={values.location}
        onChange={(next) => update({ location: next })}
        addressLabel={t('listingForm.fields.address')}
        errors={{ latitude: errorOf('latitude'), city: errorOf('city'), state: errorOf('state'), country: errorOf('country'), address: errorOf('address') }}
      />
    ),
    media: () => <MediaStep media={media} setMedia={draft.setMedia} error={errorOf} />,
    seo: () => <SeoStep values={values} update={update} error={errorOf} media={media} setMedia={draft.setMedia} />,
    review: () => (
      <ReviewStep
        values={values}
        media={media}
        category={category}
        facilities={facilities}
        onEdit={(id) => open(STEPS.indexOf(id))}
        reReview={
          liveListing
            ? materialChanges(factsOfValues(initial.values), factsOfValues(values), photosChanged(values, media), priceBandOf(settings.edit_review_price_band))
            : undefined
        }
      />
    ),
  };
  const problemsHere = shown.filter((i) => stepOfField(i.field) === stepId).length;
  const sending = progress !== null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 lg:py-12">
      <div className="min-w-0 space-y-5">
        {draft.restored ? <FormAlert tone="info">{t('listingForm.draftRestored')}</FormAlert> : null}
        <StepIndicator steps={STEPS} current={step} reached={reachedStep} withProblems={stepsWithProblems} onOpen={(index) => open(index)} />
        <form
          noValidate
          aria-labelledby="property-step-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (sending) return;
            if (step === LAST) void post();
            else next();
          }}
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <p className="text-sm font-medium text-slate-600">{t('listingForm.stepOf', { number: step + 1, total: STEPS.length })}</p>
          <h2 id="property-step-title" ref={heading} tabIndex={-1} className="mt-1 text-xl font-bold text-slate-900 focus:outline-none">
            {t(STEP_LABELS[stepId])}
          </h2>
          {problemsHere > 0 ? (
            <div className="mt-4">
              <FormAlert tone="error">{t('listingForm.problemsHere', { count: problemsHere })}</FormAlert>
            </div>
          ) : null}
          <div className="mt-6">{stepBody[stepId]()}</div>

          {sending ? (
            <div className="mt-6">
              <label htmlFor="property-upload" className="text-sm font-medium text-slate-700">
                {t('listingForm.uploading', { percent: Math.round(progress * 100) })}
              </label>
              <progress id="property-upload" max={1} value={progress} className="mt-1.5 h-2 w-full accent-brand-700" />
            </div>
          ) : null}
          {failure ? (
            <div className="mt-6">
              <FormAlert tone="error">{issueText(t, failure)}</FormAlert>
            </div>
          ) : null}

          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-5">
            <Button variant="secondary" disabled={step === 0 || sending} onClick={() => open(step - 1)}>
              {t('listingForm.back')}
            </Button>
            <Button type="submit" disabled={sending} size="lg">
              {step < LAST ? t('listingForm.next') : t(propertyId === undefined ? 'listingForm.post' : 'listingForm.save')}
            </Button>
          </div>
        </form>
        {draft.dirty ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <span>{t('listingForm.draftSaved')}</span>
            <Button variant="dangerGhost" size="sm" onClick={() => void discard()}>
              {t('listingForm.discardDraft')}
            </Button>
          </div>
        ) : null}
      </div>
      <aside className="mt-8 lg:mt-0">
        <div className="lg:sticky lg:top-24">
          <ListingPreview values={values} media={media} category={category} render={renderPreview} />
        </div>
      </aside>
      <PackageGateDialog message={gate} onClose={() => setGate(null)} />
    </div>
  );
}

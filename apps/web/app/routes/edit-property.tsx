import { useMemo } from 'react';
import { useTranslation } from '~/lib/translation';
import { data } from 'react-router';
import { ButtonLink } from '~/components/button';
import { FormAlert } from '~/components/form-field';
import { PageHeader } from '~/components/page-header';
import { paths } from '~/config/paths';
import { fetchOwnPropertyForEdit } from '~/features/properties/form/api';
import { draftKeys } from '~/lib/draft-store';
import { PropertyForm } from '~/features/properties/form/components/property-form';
import { VerificationNotice } from '~/features/properties/form/components/verification-notice';
import { valuesFromProperty } from '~/features/properties/form/property-values';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { loadPropertyFormData } from './property-form.server';
import { PropertyFormPreview } from './property-form-preview';
import type { Route } from './+types/edit-property';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, categories, facilities, verificationNeeded } = await loadPropertyFormData(request, context);
  const property = await fetchOwnPropertyForEdit(api, params.slug_id);
  if (!property) throw data(null, { status: 404 });
  // SPEC: sold and rented listings are closed for edits (the API refuses them with this message)
  const locked = property.property_type === 'sold' || property.property_type === 'rented';
  return { categories, facilities, verificationNeeded, property, locked };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('listingForm.editTitle'), description: t('listingForm.editLead'), path: location.pathname, noIndex: true });
};

export default function EditProperty({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, facilities, verificationNeeded, property, locked } = loaderData;
  const initial = useMemo(() => valuesFromProperty(property), [property]);

  function body() {
    if (locked) {
      return (
        <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
          <FormAlert tone="error">{t('soldOrRentedLocked')}</FormAlert>
          <ButtonLink to={paths.myProperty(property.slug_id)} variant="secondary">
            {t('listingForm.backToListing')}
          </ButtonLink>
        </div>
      );
    }
    if (verificationNeeded) return <VerificationNotice />;
    return <PropertyForm key={property.id} categories={categories} facilities={facilities} initial={initial} draftKey={draftKeys.property(property.slug_id)} propertyId={property.id} liveListing={property.request_status === 'approved'} renderPreview={(listing) => <PropertyFormPreview listing={listing} />} />;
  }

  return (
    <>
      <PageHeader title={t('listingForm.editTitle')} lead={property.title} />
      {body()}
    </>
  );
}

import { useTranslation } from '~/lib/translation';
import { PageHeader } from '~/components/page-header';
import { draftKeys } from '~/lib/draft-store';
import { PropertyForm } from '~/features/properties/form/components/property-form';
import { VerificationNotice } from '~/features/properties/form/components/verification-notice';
import { emptyPropertyValues } from '~/features/properties/form/property-values';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useState } from 'react';
import { PackageGateDialog } from '~/components/package-gate-dialog';
import { loadPropertyFormData, packageGateMessage } from './property-form.server';
import { PropertyFormPreview } from './property-form-preview';
import type { Route } from './+types/add-property';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { categories, facilities, verificationNeeded, asSite } = await loadPropertyFormData(request, context);
  // the site's own listings are not sold packages (the server exempts the admin too, ADR 026)
  return { categories, facilities, verificationNeeded, gate: asSite ? null : await packageGateMessage(request, context, 'property_list') };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('listingForm.addTitle'), description: t('listingForm.addLead'), path: location.pathname, noIndex: true });
};

const START = { values: emptyPropertyValues, media: {} };

export default function AddProperty({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, facilities, verificationNeeded } = loaderData;
  const [gate, setGate] = useState(loaderData.gate);
  return (
    <>
      <PackageGateDialog message={gate} onClose={() => setGate(null)} />
      <PageHeader title={t('listingForm.addTitle')} lead={t('listingForm.addLead')} />
      {verificationNeeded ? <VerificationNotice /> : <PropertyForm categories={categories} facilities={facilities} initial={START} draftKey={draftKeys.newProperty} renderPreview={(listing) => <PropertyFormPreview listing={listing} />} />}
    </>
  );
}

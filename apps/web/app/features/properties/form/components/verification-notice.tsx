import { useTranslation } from '~/lib/translation';
import { ButtonLink } from '~/components/button';
import { FormAlert } from '~/components/form-field';
import { paths } from '~/config/paths';

/** Shown instead of the form when the admin requires verified users and this one is not yet. */
export function VerificationNotice() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
      <FormAlert tone="error">{t('verificationIncomplete')}</FormAlert>
      <ButtonLink to={paths.userVerification}>{t('listingForm.verifyNow')}</ButtonLink>
    </div>
  );
}

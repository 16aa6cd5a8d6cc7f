import { PASSWORD_MIN_LENGTH } from '@abode/shared/schemas/auth';
import { TextField } from '~/components/form-field';
import { useTranslation } from '~/lib/translation';

interface NewPasswordFieldsProps {
  /** Already translated: "Password" on sign-up, "New password" on reset. */
  label: string;
  /** The translated error of a field, if any (`password`, `re_password`). */
  fieldError: (name: 'password' | 're_password') => string | undefined;
}

/** A new password and its confirmation, as sign-up and password reset ask for them. */
export function NewPasswordFields({ label, fieldError }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={label}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={fieldError('password')}
      />
      <TextField name="re_password" type="password" label={t('auth.confirmPassword')} autoComplete="new-password" required error={fieldError('re_password')} />
    </>
  );
}

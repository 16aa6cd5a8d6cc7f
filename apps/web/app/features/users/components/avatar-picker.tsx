import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { UserIcon } from '~/components/icons';
import { FieldError } from '~/components/form-field';

/** The profile picture: the current one, or a preview of the file just chosen (sent with the form). */
export function AvatarPicker({ current, error }: { current: string | null | undefined; error?: string | undefined }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const shown = preview ?? current;
  return (
    <div className="flex items-center gap-5">
      {shown ? (
        <img src={shown} alt={t('profile.picturePreview')} width={96} height={96} className="size-24 shrink-0 rounded-full object-cover ring-1 ring-slate-200" />
      ) : (
        <span className="inline-flex size-24 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500" aria-hidden="true">
          <UserIcon size={40} />
        </span>
      )}
      <div className="min-w-0">
        <label htmlFor="profile" className="text-sm font-semibold text-slate-800">
          {t('profile.picture')}
        </label>
        <input
          id="profile"
          name="profile"
          type="file"
          accept="image/jpeg,image/png"
          aria-describedby={error ? 'profile-hint profile-error' : 'profile-hint'}
          aria-invalid={Boolean(error)}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
          className="mt-1.5 block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        <p id="profile-hint" className="mt-1.5 text-sm text-slate-600">
          {t('profile.pictureHint')}
        </p>
        {error ? <FieldError id="profile-error">{error}</FieldError> : null}
      </div>
    </div>
  );
}

import { useTranslation } from '~/lib/translation';
import type { VerificationField as Field } from '@abode/shared/schemas/verification';
import { FieldShell, inputClasses, FieldError } from '~/components/form-field';
import { fieldInputName } from '../api';

const CHOICE_TYPES = new Set(['radio', 'radiobutton', 'checkbox']);

interface FieldProps {
  field: Field;
  /** Already translated. */
  error: string | undefined;
}

/** Accepted by the API for file fields: photos by content, documents by type. */
const FILE_ACCEPT = 'image/jpeg,image/png,.pdf,.doc,.docx,.txt';

/** One admin-defined field, drawn by its type. */
export function VerificationField({ field, error }: FieldProps) {
  const { t } = useTranslation();
  const name = fieldInputName(field);
  const label = `${field.translated_name || field.name}${field.is_required === 1 ? ' *' : ''}`;
  const required = field.is_required === 1;

  if (CHOICE_TYPES.has(field.field_type)) {
    const type = field.field_type === 'checkbox' ? 'checkbox' : 'radio';
    const errorId = error ? `${name}-error` : undefined;
    return (
      <fieldset aria-describedby={errorId} aria-invalid={error ? true : undefined}>
        <legend className="text-sm font-semibold text-slate-800">{label}</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {field.form_fields_values.map((option) => (
            <label key={option.id} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input type={type} name={name} value={option.value} className="size-5 accent-brand-700" />
              {option.translated_value || option.value}
            </label>
          ))}
        </div>
        {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
      </fieldset>
    );
  }

  return (
    <FieldShell id={name} label={label} error={error} hint={field.field_type === 'file' ? t('verification.fileHint') : undefined}>
      {(describedBy) => {
        const common = { id: name, name, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined };
        switch (field.field_type) {
          case 'textarea':
            return <textarea {...common} rows={4} maxLength={1000} className={inputClasses} />;
          case 'dropdown':
            return (
              <select {...common} defaultValue="" className={inputClasses}>
                <option value="">{t('verification.choose')}</option>
                {field.form_fields_values.map((option) => (
                  <option key={option.id} value={option.value}>
                    {option.translated_value || option.value}
                  </option>
                ))}
              </select>
            );
          case 'file':
            return <input {...common} type="file" accept={FILE_ACCEPT} className={`${inputClasses} file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`} />;
          case 'number':
            return <input {...common} type="text" inputMode="numeric" pattern="[0-9]*" maxLength={50} className={inputClasses} />;
          default:
            return <input {...common} type="text" maxLength={1000} className={inputClasses} />;
        }
      }}
    </FieldShell>
  );
}

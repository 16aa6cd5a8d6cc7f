import type { SelectHTMLAttributes } from 'react';
import { FieldShell, inputClasses } from '~/components/form-field';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choose a category"). */
  placeholder: string;
};

export function SelectField({ id, label, error, hint, options, placeholder, ...props }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <select id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} className={inputClasses} {...props}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, inputClasses } from '~/components/form-field';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A multi-line field whose id is chosen by the form (so a problem can focus it). */
export function TextArea({ id, label, error, hint, ...props }: TextAreaProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => <textarea id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy} className={inputClasses} {...props} />}
    </FieldShell>
  );
}

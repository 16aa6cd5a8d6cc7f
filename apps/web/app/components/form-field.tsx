import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/** A text input's look without its width (inputs side by side size themselves). */
export const inputBaseClasses =
  'block rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm hover:border-slate-400 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600';

export const inputClasses = `${inputBaseClasses} w-full`;

interface FieldShellProps {
  id: string;
  label: string;
  /** Already translated. */
  error?: string | undefined;
  hint?: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint and error: the error is tied to the control with aria-describedby. */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-1.5">{children(describedBy)}</div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's error message, under the control that names it in aria-describedby (`id`). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & { name: string; label: string; error?: string | undefined; hint?: string | undefined; id?: string };

export function TextField({ name, label, error, hint, id = name, className = '', ...props }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <input id={id} name={name} aria-invalid={Boolean(error)} aria-describedby={describedBy} className={`${inputClasses} ${className}`} {...props} />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & { name: string; label: string; error?: string | undefined; hint?: string | undefined };

export function TextAreaField({ name, label, error, hint, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell id={name} label={label} error={error} hint={hint}>
      {(describedBy) => <textarea id={name} name={name} aria-invalid={Boolean(error)} aria-describedby={describedBy} className={inputClasses} {...props} />}
    </FieldShell>
  );
}

/** A form-level message, read out when it appears. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const tones = {
    error: 'bg-red-50 text-red-800 ring-red-200',
    success: 'bg-brand-50 text-brand-800 ring-brand-200',
    info: 'bg-slate-50 text-slate-800 ring-slate-200',
  };
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl px-4 py-3 text-sm font-medium ring-1 ${tones[tone]}`}>
      {children}
    </div>
  );
}

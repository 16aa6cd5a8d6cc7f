import type { ReactNode } from 'react';
import { FieldError } from '~/components/form-field';

interface ChoiceGroupProps {
  /** id of the first control, so focusing the field lands on it. */
  id: string;
  legend: string;
  error?: string | undefined;
  children: ReactNode;
}

/** Radio buttons or checkboxes under one legend; the problem is tied to the group. */
export function ChoiceGroup({ id, legend, error, children }: ChoiceGroupProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

interface ChoiceProps {
  id?: string | undefined;
  type: 'radio' | 'checkbox';
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One option, drawn as a pill that is easy to hit on a phone. */
export function Choice({ id, type, name, label, checked, onChange }: ChoiceProps) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
      <input id={id} type={type} name={name} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} className="size-4 accent-brand-700" />
      {label}
    </label>
  );
}

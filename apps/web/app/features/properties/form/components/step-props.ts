import type { PropertyFormValues } from '../property-values';

/** What every step of the property form gets. */
export interface StepProps {
  values: PropertyFormValues;
  update: (patch: Partial<PropertyFormValues>) => void;
  /** The translated problem of a field, if it has one. */
  error: (field: string) => string | undefined;
}

/** The id of a field's control, so a problem can focus it (`pf-title`, `pf-parameter:12`). */
export const fieldId = (field: string) => `pf-${field}`;

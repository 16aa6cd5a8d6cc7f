import { useState } from 'react';
import { Form } from 'react-router';
import { buttonClasses } from '~/components/button';
import { FieldShell, inputClasses, TextField } from '~/components/form-field';
import { useTranslation } from '~/lib/translation';
import type { AdminOutcome } from '../access.server';
import { OptionsInput, SwitchInput, TranslationInputs, useFieldErrors } from './catalogue-fields';

export interface ChoiceFieldValues {
  id?: number;
  name: string;
  type: string;
  options: readonly string[];
  is_required: boolean;
  status?: boolean;
  translations: Record<string, string>;
}

/**
 * A form field the admin defines: a listing parameter of a category, or a field of the agent
 * verification form. Its type decides whether it has options; the options box shows for those.
 */
export function ChoiceFieldForm(props: {
  form: string;
  /** the type's field name in the API: type_of_parameter or field_type */
  typeField: string;
  types: readonly string[];
  choiceTypes: readonly string[];
  values?: ChoiceFieldValues | undefined;
  withStatus?: boolean;
  outcome: AdminOutcome | undefined;
  busy: boolean;
  submitLabel: string;
}) {
  const { form, typeField, types, choiceTypes, values, outcome, busy } = props;
  const { t } = useTranslation();
  const errorOf = useFieldErrors(outcome, form);
  const [type, setType] = useState(values?.type ?? types[0]!);
  const id = (field: string) => `${form}-${field}`;
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="form" value={form} />
      {values?.id ? <input type="hidden" name="id" value={values.id} /> : null}
      <TextField id={id('name')} name="name" label={t('admin.catalogue.name')} defaultValue={values?.name ?? ''} required maxLength={100} error={errorOf('name')} />
      <FieldShell id={id('type')} label={t('admin.catalogue.type')} error={errorOf(typeField)}>
        {(describedBy) => (
          <select id={id('type')} name={typeField} value={type} onChange={(event) => setType(event.target.value)} aria-describedby={describedBy} className={inputClasses}>
            {types.map((option) => (
              <option key={option} value={option}>
                {t(`admin.catalogue.types.${option}`)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <TranslationInputs idPrefix={form} values={values?.translations ?? {}} label={t('admin.catalogue.name')} />
      {choiceTypes.includes(type) ? (
        <div className="sm:col-span-2">
          <OptionsInput id={id('options')} defaultValue={values?.options ?? []} error={errorOf('options')} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-x-6 sm:col-span-2">
        <SwitchInput name="is_required" label={t('admin.catalogue.required')} defaultChecked={values?.is_required ?? false} />
        {props.withStatus ? <SwitchInput name="status" label={t('admin.catalogue.active')} defaultChecked={values?.status ?? true} /> : null}
      </div>
      <div className="sm:col-span-2">
        <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses({ size: 'sm' })}>
          {props.submitLabel}
        </button>
      </div>
    </Form>
  );
}

import { useTranslation } from '~/lib/translation';
import type { CategoryParameter } from '@abode/shared/schemas/categories';
import { TextField } from '~/components/form-field';
import { parameterSlot, type MediaSlots } from '../../property-values';
import { Choice, ChoiceGroup } from '../choice-group';
import { MediaPicker, type MediaItem } from '~/components/listing-form/media-picker';
import { SelectField } from '../select-field';
import { fieldId, type StepProps } from '../step-props';
import { TextArea } from '../text-area';

interface ParametersStepProps extends StepProps {
  parameters: readonly CategoryParameter[];
  media: MediaSlots;
  setMedia: (slot: string, items: MediaItem[]) => void;
}

const asText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));
const asList = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/** The chosen category's own questions, each drawn for its type. */
export function ParametersStep({ values, update, error, parameters, media, setMedia }: ParametersStepProps) {
  const { t } = useTranslation();
  if (parameters.length === 0) return <p className="text-sm text-slate-700">{t(values.category_id ? 'listingForm.noParameters' : 'listingForm.chooseCategoryFirst')}</p>;

  const set = (id: number, value: string | string[]) => update({ parameters: { ...values.parameters, [String(id)]: value } });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {parameters.map((p) => {
        const field = parameterSlot(p.id);
        const id = fieldId(field);
        const label = p.translated_name || p.name;
        const value = values.parameters[String(p.id)];
        const required = p.is_required === 1;
        const problem = error(field);
        switch (p.type_of_parameter) {
          case 'textarea':
            return (
              <div key={p.id} className="sm:col-span-2">
                <TextArea id={id} label={label} rows={4} maxLength={2000} required={required} value={asText(value)} error={problem} onChange={(e) => set(p.id, e.currentTarget.value)} />
              </div>
            );
          case 'dropdown':
            return (
              <SelectField
                key={p.id}
                id={id}
                label={label}
                required={required}
                placeholder={t('listingForm.chooseOption')}
                options={p.type_values.map((option) => ({ value: option, label: option }))}
                value={asText(value)}
                error={problem}
                onChange={(e) => set(p.id, e.currentTarget.value)}
              />
            );
          case 'radiobutton':
          case 'checkbox': {
            const chosen = asList(value);
            const radio = p.type_of_parameter === 'radiobutton';
            return (
              <div key={p.id} className="sm:col-span-2">
                <ChoiceGroup id={id} legend={label} error={problem}>
                  {p.type_values.map((option, index) => (
                    <Choice
                      key={option}
                      id={index === 0 ? id : undefined}
                      type={radio ? 'radio' : 'checkbox'}
                      name={field}
                      label={option}
                      checked={chosen.includes(option)}
                      onChange={(checked) => set(p.id, radio ? option : checked ? [...chosen, option] : chosen.filter((c) => c !== option))}
                    />
                  ))}
                </ChoiceGroup>
              </div>
            );
          }
          case 'file':
            return (
              <div key={p.id} className="sm:col-span-2">
                <MediaPicker id={id} label={label} kind="file" items={media[field] ?? []} onChange={(items) => setMedia(field, items)} error={problem} />
              </div>
            );
          default:
            return (
              <TextField
                key={p.id}
                id={id}
                name={field}
                label={label}
                required={required}
                inputMode={p.type_of_parameter === 'number' ? 'decimal' : undefined}
                maxLength={2000}
                value={asText(value)}
                error={problem}
                onChange={(e) => set(p.id, e.currentTarget.value)}
              />
            );
        }
      })}
    </div>
  );
}

import { useTranslation } from '~/lib/translation';
import { Button } from '~/components/button';
import { TextField } from '~/components/form-field';
import type { FilePickerProps } from '../pickers';
import { canAddFloor, planSlot, type FileItem, type FloorValue, type ProjectFiles } from '../project-values';
import type { ProjectErrors } from '../project-request';

interface FloorsEditorProps {
  floors: FloorValue[];
  files: ProjectFiles;
  errors: ProjectErrors;
  FilePicker: React.ComponentType<FilePickerProps>;
  onFloorsChange: (floors: FloorValue[], removedId?: number) => void;
  onFilesChange: (slot: string, items: FileItem[]) => void;
}

let nextFloor = 0;
const newFloorKey = () => `floor-${Date.now().toString(36)}-${(nextFloor += 1)}`;

/** Floor plans: a title and a document each; SPEC §5 — the last floor must be filled in before another is added. */
export function FloorsEditor({ floors, files, errors, FilePicker, onFloorsChange, onFilesChange }: FloorsEditorProps) {
  const { t } = useTranslation();
  const addable = canAddFloor(floors, files);
  return (
    <div className="space-y-5">
      {floors.length === 0 ? <p className="text-sm text-slate-600">{t('projectForm.floors.none')}</p> : null}
      <ol className="space-y-5">
        {floors.map((floor, i) => (
          <li key={floor.key} className="rounded-2xl p-4 ring-1 ring-slate-200">
            <fieldset className="space-y-4">
              <legend className="text-sm font-bold text-slate-900">{t('projectForm.floors.floor', { number: i + 1 })}</legend>
              <TextField
                id={`floor-${floor.key}-title`}
                name={`plans[${i}][title]`}
                label={t('projectForm.floors.title')}
                value={floor.title}
                maxLength={255}
                dir="auto"
                onChange={(event) => onFloorsChange(floors.map((f) => (f.key === floor.key ? { ...f, title: event.target.value } : f)))}
                error={errors[`plans.${i}.title`] ? t(errors[`plans.${i}.title`] ?? '') : undefined}
              />
              <FilePicker
                id={`floor-${floor.key}-document`}
                label={t('projectForm.floors.document')}
                hint={t('projectForm.floors.documentHint')}
                kind="file"
                items={files[planSlot(floor.key)] ?? []}
                onChange={(items) => onFilesChange(planSlot(floor.key), items)}
                error={errors[`plans.${i}.document`] ? t(errors[`plans.${i}.document`] ?? '') : undefined}
              />
              <Button variant="dangerGhost" size="sm" onClick={() => onFloorsChange(floors.filter((f) => f.key !== floor.key), floor.id)}>
                {t('projectForm.floors.remove', { number: i + 1 })}
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="secondary" disabled={!addable} aria-describedby={addable ? undefined : 'floor-add-note'} onClick={() => onFloorsChange([...floors, { key: newFloorKey(), title: '' }])}>
          {t('projectForm.floors.add')}
        </Button>
        {addable ? null : (
          <p id="floor-add-note" className="mt-2 text-sm text-slate-600">
            {t('projectForm.floors.fillFirst')}
          </p>
        )}
      </div>
    </div>
  );
}

import { useTranslation } from '~/lib/translation';
import { Badge } from '~/components/badge';
import { BuildingIcon, PinIcon } from '~/components/icons';
import type { FileItem, ProjectFormValues } from '../project-values';

interface ProjectPreviewProps {
  values: ProjectFormValues;
  image: FileItem | undefined;
  category: string | undefined;
  useObjectUrl: (file: Blob | null | undefined) => string | null;
}

/** The project card as visitors will see it, redrawn as the form is filled in. */
export function ProjectPreview({ values, image, category, useObjectUrl }: ProjectPreviewProps) {
  const { t } = useTranslation();
  const local = useObjectUrl(image?.kind === 'new' ? image.file : null);
  const src = image?.kind === 'existing' ? image.url : local;
  const place = [...new Set([values.location.city, values.location.state].filter(Boolean))].join(', ');
  return (
    <aside aria-labelledby="preview-title" className="rounded-3xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2 id="preview-title" className="mb-3 text-sm font-semibold tracking-widest text-slate-600 uppercase">
        {t('projectForm.preview')}
      </h2>
      <article className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="relative aspect-[4/3] bg-gradient-to-br from-slate-100 to-slate-200">
          {src ? (
            <img src={src} alt="" className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center text-slate-400">
              <BuildingIcon size={40} />
            </span>
          )}
          {values.type ? (
            <span className="absolute start-3 top-3">
              <Badge tone="brand">{t(`project.type.${values.type}`)}</Badge>
            </span>
          ) : null}
        </div>
        <div className="space-y-1.5 p-4">
          {category ? <p className="text-xs font-semibold text-brand-800">{category}</p> : null}
          <p className="bidi-plain line-clamp-2 font-semibold text-slate-900">{values.title || t('projectForm.previewUntitled')}</p>
          {place ? (
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <PinIcon size={16} className="shrink-0 text-slate-500" />
              <span className="bidi-plain truncate">{place}</span>
            </p>
          ) : null}
          <p className="text-sm text-slate-600">{t('projectForm.previewFloors', { count: values.floors.length })}</p>
        </div>
      </article>
    </aside>
  );
}

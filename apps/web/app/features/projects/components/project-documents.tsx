import { useTranslation } from '~/lib/translation';
import type { Project } from '@abode/shared/schemas/projects';
import { DocumentIcon, DownloadIcon } from '~/components/icons';
import { extensionOf, fileNameOf } from '../files';

/** Brochures and other files attached to the project. */
export function ProjectDocuments({ documents }: { documents: Project['documents'] }) {
  const { t } = useTranslation();
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="project-documents-title">
      <h2 id="project-documents-title" className="text-xl font-bold text-slate-900">
        {t('projectDetail.documents')}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {documents.map((document) => {
          const name = document.file_name || fileNameOf(document.name) || t('projectDetail.document');
          return (
            <li key={document.id} className="flex items-center gap-4 px-4 py-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <DocumentIcon size={22} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="bidi-plain block truncate text-sm font-semibold text-slate-900">{name}</span>
                <span className="block text-sm text-slate-600">{extensionOf(document.file_name || document.name).toUpperCase() || t('projectDetail.document')}</span>
              </span>
              <a
                href={document.name}
                download={document.file_name || true}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 text-slate-800 hover:bg-slate-50"
                aria-label={t('projectDetail.download', { name })}
              >
                <DownloadIcon size={20} />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

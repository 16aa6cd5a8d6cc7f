import { useTranslation } from '~/lib/translation';
import type { Project } from '@abode/shared/schemas/projects';
import { DownloadList } from '~/components/download-list';
import { extensionOf, fileNameOf } from '../files';

/** Brochures and other files attached to the project. */
export function ProjectDocuments({ documents }: { documents: Project['documents'] }) {
  const { t } = useTranslation();
  return (
    <DownloadList
      titleId="project-documents-title"
      title={t('projectDetail.documents')}
      downloadLabel={(name) => t('projectDetail.download', { name })}
      items={documents.map((document) => ({
        key: document.id,
        name: document.file_name || fileNameOf(document.name) || t('projectDetail.document'),
        href: document.name,
        downloadName: document.file_name || true,
        detail: extensionOf(document.file_name || document.name).toUpperCase() || t('projectDetail.document'),
      }))}
    />
  );
}

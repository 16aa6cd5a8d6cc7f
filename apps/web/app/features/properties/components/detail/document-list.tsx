import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import type { PropertyDocument } from '@abode/shared/schemas/properties';
import { DownloadList } from '~/components/download-list';
import { useSite } from '~/lib/site-context';
import { formatFileSize } from '../../file-size';

/** The file's type as people name it: its extension ("PDF"), else the stored type. */
function typeOf(document: PropertyDocument): string {
  const extension = /\.([a-z0-9]{1,5})(?:[?#].*)?$/i.exec(document.file_name || document.file)?.[1];
  return (extension ?? document.type).toUpperCase();
}

/**
 * Sizes are not part of the listing's data: the browser asks each file's headers (HEAD, same
 * origin or CORS-readable storage) after the page is shown, and the size appears when known.
 */
function useFileSizes(urls: readonly string[]): Record<string, number> {
  const [sizes, setSizes] = useState<Record<string, number>>({});
  const key = urls.join('\n');
  useEffect(() => {
    const controller = new AbortController();
    for (const url of key.split('\n').filter(Boolean)) {
      fetch(url, { method: 'HEAD', signal: controller.signal })
        .then((response) => {
          const length = Number(response.headers.get('content-length'));
          if (response.ok && length > 0) setSizes((known) => ({ ...known, [url]: length }));
        })
        .catch(() => undefined); // no size shown: the download link still works
    }
    return () => controller.abort();
  }, [key]);
  return sizes;
}

/** Brochures, floor plans and title deeds attached to the listing. */
export function DocumentList({ documents }: { documents: PropertyDocument[] }) {
  const { t } = useTranslation();
  const { language } = useSite();
  const sizes = useFileSizes(documents.map((document) => document.file));
  return (
    <DownloadList
      titleId="documents-title"
      title={t('propertyDetail.documents')}
      downloadLabel={(name) => t('propertyDetail.download', { name })}
      items={documents.map((document) => {
        const size = sizes[document.file];
        const sizeText = size === undefined ? null : formatFileSize(size, language.code);
        return {
          key: document.id,
          name: document.file_name || t('propertyDetail.document'),
          href: document.file,
          downloadName: document.file_name || true,
          detail: (
            <>
              {typeOf(document)}
              {sizeText ? <span data-testid="document-size"> · {sizeText}</span> : null}
            </>
          ),
        };
      })}
    />
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import type { PropertyDocument } from '@abode/shared/schemas/properties';
import { DocumentIcon, DownloadIcon } from '~/components/icons';
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
  if (documents.length === 0) return null;

  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title" className="text-xl font-bold text-slate-900">
        {t('propertyDetail.documents')}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {documents.map((document) => {
          const name = document.file_name || t('propertyDetail.document');
          const size = sizes[document.file];
          const sizeText = size === undefined ? null : formatFileSize(size, language.code);
          return (
            <li key={document.id} className="flex items-center gap-4 px-4 py-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <DocumentIcon size={22} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="bidi-plain block truncate text-sm font-semibold text-slate-900">{name}</span>
                <span className="block text-sm text-slate-600">
                  {typeOf(document)}
                  {sizeText ? <span data-testid="document-size"> · {sizeText}</span> : null}
                </span>
              </span>
              <a
                href={document.file}
                download={document.file_name || true}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 text-slate-800 hover:bg-slate-50"
                aria-label={t('propertyDetail.download', { name })}
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

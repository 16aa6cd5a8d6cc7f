import type { ReactNode } from 'react';
import { DocumentIcon, DownloadIcon } from '~/components/icons';

export interface DownloadItem {
  key: string | number;
  /** Shown in bold and used in the download button's label. */
  name: string;
  href: string;
  /** The name the browser saves the file under; `true` keeps the URL's own name. */
  downloadName: string | true;
  /** The second line: the file's type ("PDF"), optionally followed by more (its size). */
  detail: ReactNode;
}

/** A titled list of files to download (brochures, floor plans…), one row per file. */
export function DownloadList({
  titleId,
  title,
  items,
  downloadLabel,
}: {
  titleId: string;
  title: string;
  items: readonly DownloadItem[];
  downloadLabel: (name: string) => string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-4 px-4 py-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <DocumentIcon size={22} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="bidi-plain block truncate text-sm font-semibold text-slate-900">{item.name}</span>
              <span className="block text-sm text-slate-600">{item.detail}</span>
            </span>
            <a
              href={item.href}
              download={item.downloadName}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-slate-300 text-slate-800 hover:bg-slate-50"
              aria-label={downloadLabel(item.name)}
            >
              <DownloadIcon size={20} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

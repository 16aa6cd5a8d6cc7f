import type { ReactNode } from 'react';

/** The title block of a page: optional eyebrow, the page's <h1>, a lead paragraph. */
export function PageHeader({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-10 sm:px-6 sm:pt-14 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="bidi-plain mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-slate-600">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}

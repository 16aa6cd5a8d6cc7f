import type { ReactNode } from 'react';

interface ErrorViewProps {
  /** Large figure above the title: the HTTP status. */
  status: number;
  title: string;
  message: string;
  actions: ReactNode;
}

/** The designed 404 / error page body. */
export function ErrorView({ status, title, message, actions }: ErrorViewProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <svg width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" className="text-brand-700">
        <ellipse cx="80" cy="108" rx="62" ry="8" className="fill-slate-200" />
        <path d="M32 58 80 20l48 38v46a4 4 0 0 1-4 4H36a4 4 0 0 1-4-4z" className="fill-brand-50 stroke-current" strokeWidth="3" />
        <path d="M22 62 80 16l58 46" fill="none" className="stroke-current" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="68" y="72" width="24" height="36" rx="3" className="fill-white stroke-current" strokeWidth="3" />
        <circle cx="108" cy="62" r="9" className="fill-white stroke-current" strokeWidth="3" />
      </svg>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700 uppercase">{status}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-base leading-7 text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

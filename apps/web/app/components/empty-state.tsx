import type { ReactNode } from 'react';
import { BuildingIcon } from './icons';

export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 px-6 py-16 text-center">
      <BuildingIcon size={40} className="text-slate-400" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 max-w-md text-slate-600">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

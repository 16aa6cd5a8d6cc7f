import type { ReactNode } from 'react';

/** A small figure with its icon ("120 views"). */
export function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="text-slate-500" aria-hidden="true">
        {icon}
      </span>
      {children}
    </span>
  );
}

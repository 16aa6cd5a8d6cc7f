import type { ReactNode } from 'react';

type Tone = 'brand' | 'rent' | 'premium' | 'promoted' | 'neutral' | 'sold';

const TONES: Record<Tone, string> = {
  brand: 'bg-brand-700 text-white',
  rent: 'bg-indigo-700 text-white',
  premium: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
  promoted: 'bg-rose-700 text-white',
  neutral: 'bg-white/95 text-slate-800 ring-1 ring-slate-200',
  sold: 'bg-slate-800 text-white',
};

export function Badge({ tone = 'neutral', children, className = '' }: { tone?: Tone; children: ReactNode; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold leading-none ${TONES[tone]} ${className}`}>
      {children}
    </span>
  );
}

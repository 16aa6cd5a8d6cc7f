import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Makes a <details> disclosure behave like a menu: it closes on an outside click or focus, on
 * Escape (focus returns to its summary) and after navigation. Without JavaScript it still opens.
 */
export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement | null>) {
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location, ref]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const escape = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
      document.removeEventListener('keydown', escape);
    };
  }, [ref]);
}

interface DropdownProps {
  /** Content of the toggle (a <summary>, exposed as a button with its expanded state). */
  label: ReactNode;
  summaryClassName: string;
  /** Which edge of the toggle the panel lines up with. */
  align?: 'start' | 'end';
  children: ReactNode;
}

export function Dropdown({ label, summaryClassName, align = 'end', children }: DropdownProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref);
  return (
    <details ref={ref} className="group relative">
      <summary className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${summaryClassName}`}>{label}</summary>
      <div className={`absolute z-30 mt-2 min-w-48 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl ${align === 'end' ? 'end-0' : 'start-0'}`}>
        {children}
      </div>
    </details>
  );
}

/** Classes of a link or button inside a Dropdown panel. */
export const dropdownItemClasses =
  'flex w-full items-center gap-2.5 rounded-xl px-3 py-2.5 text-start text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

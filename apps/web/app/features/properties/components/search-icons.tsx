import type { SVGProps } from 'react';

// Icons only the search pages draw (filters, list/map switch). Decorative: the controls carry the text.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function SearchPageIcon({ size = 18, children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const FiltersIcon = (p: IconProps) => (
  <SearchPageIcon {...p}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </SearchPageIcon>
);

export const MapIcon = (p: IconProps) => (
  <SearchPageIcon {...p}>
    <path d="m9 4-5 2v14l5-2 6 2 5-2V4l-5 2-6-2z" />
    <path d="M9 4v14M15 6v14" />
  </SearchPageIcon>
);

export const ListIcon = (p: IconProps) => (
  <SearchPageIcon {...p}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <path d="M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeWidth={2.6} />
  </SearchPageIcon>
);

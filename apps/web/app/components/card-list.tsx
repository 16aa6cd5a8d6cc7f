import type { ReactNode } from 'react';

interface CardListProps {
  /** Grid columns from the sm breakpoint up, e.g. 'sm:grid-cols-2 lg:grid-cols-3'. */
  columns: string;
  /** On phones: swipe through a row (home page sections) instead of stacking every card. */
  phoneRow?: boolean;
  children: ReactNode;
}

const ROW = 'flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 -mx-4 px-4 pb-3 sm:mx-0 sm:grid sm:snap-none sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 [&>li]:w-[82%] [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-auto';

/** A list of cards: a grid, or on phones optionally a swipeable row. Each child is an <li>. */
export function CardList({ columns, phoneRow = false, children }: CardListProps) {
  return <ul className={`${phoneRow ? ROW : 'grid gap-5'} ${columns}`}>{children}</ul>;
}

import { useFormatters } from '~/lib/format';

/**
 * "3 minutes ago" in a <time> element. Relative time moves on between the server's render (or a
 * page served from the page cache) and hydration, so the browser's text wins without a hydration
 * mismatch (React #418): suppressHydrationWarning covers this element's own text only.
 */
export function TimeAgo({ date, className }: { date: string; className?: string }) {
  const { timeAgo } = useFormatters();
  return (
    <time dateTime={date} className={className} suppressHydrationWarning>
      {timeAgo(date)}
    </time>
  );
}

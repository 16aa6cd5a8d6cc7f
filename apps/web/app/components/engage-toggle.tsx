import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { paths } from '~/config/paths';
import { clearBrowserQueryCache } from '~/lib/browser-api';

interface EngageToggleProps {
  intent: 'favourite' | 'interest' | 'block';
  /** the listing's id (the user's, to block) */
  targetId: number;
  /** The listing's page: a visitor logs in and comes back to it. */
  listingPath: string;
  on: boolean;
  label: string;
  className: (on: boolean) => string;
  children: (on: boolean) => ReactNode;
}

/**
 * A favourite, interest or block switch (aria-pressed). A form post to /engage, so it works before and
 * without JavaScript; once hydrated it goes through a fetcher and shows the new state at once,
 * falling back to the server's answer if the post fails.
 */
export function EngageToggle({ intent, targetId, listingPath, on, label, className, children }: EngageToggleProps) {
  const fetcher = useFetcher<{ ok: boolean; on?: boolean }>({ key: `${intent}-${targetId}` });
  const location = useLocation();
  const pending = fetcher.formData?.get('on');
  const settled = fetcher.data?.ok && fetcher.data.on !== undefined ? fetcher.data.on : on;
  const current = pending != null ? pending === '1' : settled;
  useEffect(() => {
    // cached lists in this browser still carry the old flag
    if (fetcher.state === 'idle' && fetcher.data?.ok) clearBrowserQueryCache();
  }, [fetcher.state, fetcher.data]);
  // once hydrated, the post goes through the fetcher and says so (js=1): the action answers it instead of redirecting
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    body.set('js', '1');
    void fetcher.submit(body, { method: 'post', action: paths.engage });
  };
  return (
    <fetcher.Form method="post" action={paths.engage} onSubmit={submit} className="contents">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={targetId} />
      <input type="hidden" name="on" value={current ? '0' : '1'} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <input type="hidden" name="listing" value={listingPath} />
      <button type="submit" aria-pressed={current} aria-label={label} title={label} className={className(current)}>
        {children(current)}
      </button>
    </fetcher.Form>
  );
}

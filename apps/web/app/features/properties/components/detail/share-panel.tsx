import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '~/lib/translation';
import { Button } from '~/components/button';
import { FacebookIcon, LinkIcon, MailIcon, ShareIcon, WhatsappIcon, XIcon } from '~/components/icons';

interface SharePanelProps {
  /** Absolute URL of the page. */
  url: string;
  title: string;
}

type CopyState = 'idle' | 'copied' | 'failed';
type ShareTarget = 'whatsapp' | 'facebook' | 'x' | 'email';

/** Whether the browser can share never changes while the page is open. */
const noSubscription = () => () => undefined;

/** Where the fallback links send the listing; each opens the service's own share page. */
function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  const targets: { id: ShareTarget; href: string; Icon: typeof MailIcon }[] = [
    { id: 'whatsapp', href: `https://wa.me/?text=${text}`, Icon: WhatsappIcon },
    { id: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: FacebookIcon },
    { id: 'x', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`, Icon: XIcon },
    { id: 'email', href: `mailto:?subject=${encodeURIComponent(title)}&body=${u}`, Icon: MailIcon },
  ];
  return targets;
}

/**
 * Share the listing: the device's own share sheet where the browser has the Web Share API,
 * otherwise (and in the server's HTML) copy-the-link plus WhatsApp, Facebook, X and email links.
 */
export function SharePanel({ url, title }: SharePanelProps) {
  const { t } = useTranslation();
  // false in the server's HTML and during hydration, then what the browser can do
  const native = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare({ url })),
    () => false,
  );
  const [copy, setCopy] = useState<CopyState>('idle');

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const labels: Record<ShareTarget, string> = {
    whatsapp: t('propertyDetail.shareWhatsapp'),
    facebook: t('propertyDetail.shareFacebook'),
    x: t('propertyDetail.shareX'),
    email: t('propertyDetail.shareEmail'),
  };

  return (
    <section aria-labelledby="share-title" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="share">
      <h2 id="share-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {t('propertyDetail.share')}
      </h2>
      {native ? (
        <Button
          className="mt-4 w-full"
          onClick={() => {
            // A dismissed share sheet rejects; nothing to tell the visitor.
            navigator.share({ title, url }).catch(() => undefined);
          }}
        >
          <ShareIcon size={18} />
          {t('propertyDetail.shareListing')}
        </Button>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={copyLink} data-testid="share-copy">
              <LinkIcon size={18} />
              {t('propertyDetail.copyLink')}
            </Button>
            {shareTargets(url, title).map(({ id, href, Icon }) => (
              <a
                key={id}
                href={href}
                target={id === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
                aria-label={labels[id]}
                title={labels[id]}
                className="inline-flex size-9 items-center justify-center rounded-xl border border-slate-300 text-slate-700 hover:border-slate-400 hover:bg-slate-50"
                data-testid={`share-${id}`}
              >
                <Icon size={18} />
              </a>
            ))}
          </div>
          <p role="status" className="mt-3 min-h-5 text-sm text-slate-600">
            {copy === 'copied' ? t('propertyDetail.linkCopied') : null}
          </p>
          {copy === 'failed' ? (
            <label className="block text-sm text-slate-600">
              {t('propertyDetail.copyManually')}
              <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900" dir="ltr" />
            </label>
          ) : null}
        </>
      )}
    </section>
  );
}

// Listing videos are links typed by owners. YouTube and Vimeo links become privacy-enhanced
// embeds (youtube-nocookie, Vimeo's do-not-track); anything else stays a plain external link.
import { VIDEO_EMBED_ORIGINS } from '@abode/shared/video-embeds';

export interface VideoEmbed {
  provider: 'youtube' | 'vimeo';
  /** iframe src; autoplays, since it is only inserted after the visitor pressed play. */
  embedUrl: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

function parse(link: string): URL | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = segments[0] === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '') ? segments[1] : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const id = url.pathname.split('/').filter(Boolean).find((segment) => VIMEO_ID.test(segment));
  return id ?? null;
}

/** The embed for a YouTube or Vimeo link, or null for any other (or malformed) link. */
export function videoEmbed(link: string): VideoEmbed | null {
  const url = parse(link);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube) return { provider: 'youtube', embedUrl: `${VIDEO_EMBED_ORIGINS.youtube}/embed/${youtube}?autoplay=1&rel=0` };
  const vimeo = vimeoId(url);
  if (vimeo) return { provider: 'vimeo', embedUrl: `${VIDEO_EMBED_ORIGINS.vimeo}/video/${vimeo}?autoplay=1&dnt=1` };
  return null;
}

/** A link safe to put in href (http or https only), or null. */
export function externalVideoLink(link: string): string | null {
  return parse(link)?.href ?? null;
}

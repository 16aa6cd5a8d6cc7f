import { useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { ArrowEndIcon, PlayIcon } from '~/components/icons';
import { Photo } from '~/components/photo';
import { externalVideoLink, videoEmbed } from '../../video';

interface VideoTourProps {
  link: string;
  /** The listing's photo, shown as the poster: nothing is fetched from the video host before play. */
  poster: string;
  posterPlaceholder: string;
  title: string;
}

/** The listing's video: YouTube / Vimeo play in place after a click, other links open outside. */
export function VideoTour({ link, poster, posterPlaceholder, title }: VideoTourProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbed(link);
  const external = externalVideoLink(link);
  if (!embed && !external) return null;

  return (
    <section aria-labelledby="video-title">
      <h2 id="video-title" className="text-xl font-bold text-slate-900">
        {t('propertyDetail.video')}
      </h2>
      {embed ? (
        <div className="relative mt-4 aspect-video overflow-hidden rounded-2xl bg-slate-900">
          {playing ? (
            <iframe
              src={embed.embedUrl}
              title={t('propertyDetail.videoOf', { title })}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 size-full border-0"
            />
          ) : (
            <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 block size-full" data-testid="video-play">
              <Photo src={poster} placeholder={posterPlaceholder} alt="" width={1280} height={720} sizes="(min-width: 1024px) 800px, 100vw" className="size-full opacity-80" />
              <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-950/35 text-white">
                <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-xl transition group-hover:scale-105">
                  <PlayIcon size={28} className="ms-1 fill-current" />
                </span>
                <span className="text-base font-semibold drop-shadow">{t('propertyDetail.playVideo')}</span>
                <span className="max-w-sm px-4 text-center text-xs text-white/90 drop-shadow">
                  {embed.provider === 'youtube' ? t('propertyDetail.videoPrivacyYoutube') : t('propertyDetail.videoPrivacyVimeo')}
                </span>
              </span>
            </button>
          )}
        </div>
      ) : (
        <a href={external ?? undefined} target="_blank" rel="noopener noreferrer nofollow" className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {t('propertyDetail.watchVideo')}
          <ArrowEndIcon size={18} className="rtl:-scale-x-100" />
          <span className="sr-only">{t('propertyDetail.opensNewTab')}</span>
        </a>
      )}
    </section>
  );
}

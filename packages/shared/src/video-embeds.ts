// Where listing video tours are embedded from (privacy-enhanced players only). The web app builds
// its iframes on these origins and the server's Content-Security-Policy allows framing exactly them.
export const VIDEO_EMBED_ORIGINS = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
} as const;

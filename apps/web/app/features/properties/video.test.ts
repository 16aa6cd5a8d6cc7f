import { describe, expect, it } from 'vitest';
import { externalVideoLink, videoEmbed } from './video';

describe('videoEmbed', () => {
  it('turns YouTube links of every shape into a youtube-nocookie embed', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      ' http://youtube.com/watch?v=dQw4w9WgXcQ ',
    ]) {
      expect(videoEmbed(link), link).toEqual({ provider: 'youtube', embedUrl: embed });
    }
  });

  it('turns Vimeo links into a do-not-track player embed', () => {
    for (const link of ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871', 'https://vimeo.com/channels/staffpicks/76979871']) {
      expect(videoEmbed(link), link).toEqual({ provider: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' });
    }
  });

  it('leaves other and malformed links alone', () => {
    for (const link of ['https://example.com/tour.mp4', 'https://www.youtube.com/watch?v=short', 'https://youtube.com/@channel', 'javascript:alert(1)', 'not a link', '']) {
      expect(videoEmbed(link), link).toBeNull();
    }
  });
});

describe('externalVideoLink', () => {
  it('accepts http(s) links only', () => {
    expect(externalVideoLink('https://example.com/tour')).toBe('https://example.com/tour');
    expect(externalVideoLink('javascript:alert(1)')).toBeNull();
    expect(externalVideoLink('ftp://example.com/a')).toBeNull();
  });
});

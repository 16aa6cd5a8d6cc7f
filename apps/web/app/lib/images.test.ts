import { describe, expect, it } from 'vitest';
import { placeholderStyle, webpSrcSet } from './images';

describe('webpSrcSet', () => {
  it('lists the 400 and 800 pixel variants beside the main WebP file', () => {
    expect(webpSrcSet('https://abode.test/images/properties/ab12.webp')).toBe(
      'https://abode.test/images/properties/ab12-400.webp 400w, https://abode.test/images/properties/ab12-800.webp 800w, https://abode.test/images/properties/ab12.webp 1600w',
    );
  });

  it('leaves other images alone', () => {
    expect(webpSrcSet('https://abode.test/images/icons/bed.svg')).toBeUndefined();
    expect(webpSrcSet('data:image/webp;base64,AAAA')).toBeUndefined();
    expect(webpSrcSet('')).toBeUndefined();
  });
});

describe('placeholderStyle', () => {
  it('paints a data: URL preview and ignores anything else', () => {
    expect(placeholderStyle('data:image/webp;base64,AAAA')).toEqual({ backgroundImage: 'url("data:image/webp;base64,AAAA")', backgroundSize: 'cover' });
    expect(placeholderStyle('https://evil.test/x.png')).toBeUndefined();
    expect(placeholderStyle(null)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, decodeBase64Json, encodeBase64Json } from './base64-json';

describe('base64 JSON', () => {
  it('decodes what standard encoders write, padded or not, base64url too', () => {
    expect(base64ToBytes('TWFu')).toEqual([77, 97, 110]);
    expect(base64ToBytes('TWE=')).toEqual([77, 97]);
    expect(base64ToBytes('TWE')).toEqual([77, 97]);
    expect(base64ToBytes('-_8')).toEqual([251, 255]);
    expect(bytesToBase64([77, 97])).toBe('TWE=');
    expect(bytesToBase64([251, 255, 1])).toBe('+/8B');
  });

  it('round-trips UTF-8 JSON (Arabic and emoji included)', () => {
    const value = { search: 'فيلا 🏠', price: { min_price: 1 } };
    const text = encodeBase64Json(value);
    expect(text).toBe('eyJzZWFyY2giOiLZgdmK2YTYpyDwn4+gIiwicHJpY2UiOnsibWluX3ByaWNlIjoxfX0=');
    expect(decodeBase64Json(text)).toEqual({ value });
  });

  it('says which step failed', () => {
    expect(decodeBase64Json('abc$')).toEqual({ error: 'base64' });
    expect(decodeBase64Json('A')).toEqual({ error: 'base64' });
    expect(decodeBase64Json('/w==')).toEqual({ error: 'utf8' });
    expect(decodeBase64Json('e30K')).toEqual({ value: {} });
    expect(decodeBase64Json('eyJ4Ig==')).toEqual({ error: 'json' });
  });
});

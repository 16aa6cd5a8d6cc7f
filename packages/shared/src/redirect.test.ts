import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './redirect';

const SITE = 'https://abode.example';

describe('sameOriginPath', () => {
  it('keeps paths of the site with their query and hash', () => {
    expect(sameOriginPath('/user/profile', SITE)).toBe('/user/profile');
    expect(sameOriginPath('/properties?city=Dubai#map', SITE)).toBe('/properties?city=Dubai#map');
    expect(sameOriginPath('/a/../b', SITE)).toBe('/b');
  });

  it('refuses everything that could leave the site', () => {
    const hostile = [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/%09/evil.example'.replace('%09', '\u0009'),
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '',
      '/\u0000',
    ];
    for (const value of hostile) expect(sameOriginPath(value, SITE), JSON.stringify(value)).toBeNull();
    expect(sameOriginPath(undefined, SITE)).toBeNull();
    expect(sameOriginPath(['/'], SITE)).toBeNull();
  });
});

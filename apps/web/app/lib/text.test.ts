import { describe, expect, it } from 'vitest';
import { jsonForScript, plainText } from './text';

describe('plainText', () => {
  it('drops tags, decodes common entities and collapses whitespace', () => {
    expect(plainText('<p>Sea&nbsp;view &amp; <strong>pool</strong></p>\n<p>Tom&#39;s &quot;best&quot;</p>')).toBe('Sea view & pool Tom\'s "best"');
    expect(plainText('Plain text')).toBe('Plain text');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element it is written into', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

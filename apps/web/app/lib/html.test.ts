import { describe, expect, it } from 'vitest';
import { safeHtml } from './html';

describe('safeHtml', () => {
  it('keeps ordinary rich text', () => {
    const html = '<h2>Home, found.</h2><p>We <strong>list</strong> <a href="https://abode.ae/x" title="x">homes</a>.</p><ul><li>One</li></ul><img src="/images/a.webp" alt="A">';
    expect(safeHtml(html)).toBe(html);
  });

  it('removes scripts, styles, embeds and forms with their content', () => {
    expect(safeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(safeHtml('<STYLE>body{display:none}</STYLE><iframe src="https://x"></iframe>ok')).toBe('ok');
    expect(safeHtml('<form action="/x"><input name="a"></form>after')).toBe('after');
    expect(safeHtml('<svg><script>x</script></svg><embed src="x">!')).toBe('!');
  });

  it('removes event handlers and script URLs', () => {
    expect(safeHtml('<img src="a.png" onerror="alert(1)">')).toBe('<img src="a.png">');
    expect(safeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(safeHtml("<a href=' JaVaScRiPt:alert(1)'>x</a>")).toBe('<a>x</a>');
    expect(safeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(safeHtml('<img src="data:text/html;base64,xx">')).toBe('<img>');
    expect(safeHtml('<p style="background:url(javascript:x)">t</p>')).toBe('<p>t</p>');
    expect(safeHtml('<p style="color: red">t</p>')).toBe('<p style="color: red">t</p>');
  });
});

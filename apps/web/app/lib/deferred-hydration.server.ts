import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

// React Router's <Scripts> puts a <link rel="modulepreload"> in the head for every chunk a page
// hydrates with (~180 KB gzip) and a module script at the end of the body that imports them. On a
// slow phone connection those downloads share the network with the stylesheet and the LCP image
// and push the first paint back, while the server-rendered page already works without them.
// This stream starts them only once the page has painted its LCP image (docs/decisions/012).

const SCRIPT_END = '</script>';
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * Runs in the page in place of the module script. Starts hydration once the LCP candidate (the
 * image the page marks fetchpriority="high", always eager) is on the screen, or on the first
 * interaction if that comes sooner. Where the browser reports largest contentful paints, that is
 * the report for the image: frames reach the screen late on a busy phone, so counting frames
 * after its decode was measured to start too early; the image gets no report when something
 * larger painted first, and then it is not what LCP waits for, so a second after its decode
 * will do. Elsewhere, and on pages without such an image, two frames after its decode (or the
 * first paint). The load event waits for that image, so this is close behind load; starting at
 * load itself is too early, since load fires before the image is painted. A hidden tab does not
 * paint, so there it starts at once. The preloads it adds are those React Router rendered, so
 * React adopts them when it hydrates. The script it adds carries the page's CSP nonce, read from
 * its own element while it runs (browsers hide the attribute, not the property).
 */
const LOADER = `(function (hrefs, code) {
  var nonce = document.currentScript ? document.currentScript.nonce : '';
  var started = false;
  function start() {
    if (started) return;
    started = true;
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    if (nonce) script.nonce = nonce;
    script.textContent = code;
    document.head.appendChild(script);
  }
  function afterNextPaint() {
    if (document.visibilityState === 'hidden') start();
    else requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
  }
  ['pointerdown', 'keydown', 'focusin'].forEach(function (type) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  });
  var lcp = document.querySelector('img[fetchpriority="high"]');
  var decoded = lcp ? lcp.decode().catch(function () {}) : Promise.resolve();
  if (lcp && (PerformanceObserver.supportedEntryTypes || []).indexOf('largest-contentful-paint') >= 0) {
    new PerformanceObserver(function (list) {
      if (list.getEntries().some(function (entry) { return entry.element === lcp; })) start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    decoded.then(function () { setTimeout(afterNextPaint, 1000); });
  } else {
    decoded.then(afterNextPaint);
  }
})`;

/** A JavaScript string literal that can sit inside an inline <script>. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Drops the modulepreload links before the module script (which spans `open` to `close`) and
 * swaps the script for one classic script — still one element, so hydration matches the server's
 * DOM — that loads the same chunks later.
 */
function rewrite(html: string, moduleScript: string, open: number, close: number, nonceAttribute: string): string {
  const code = html.slice(open + moduleScript.length, close);
  const hrefs: string[] = [];
  const before = html.slice(0, open).replace(MODULEPRELOAD, (_link, href: string) => {
    hrefs.push(href);
    return '';
  });
  return `${before}<script${nonceAttribute}>${LOADER}(${scriptLiteral(hrefs)}, ${scriptLiteral(code)});${SCRIPT_END}${html.slice(close + SCRIPT_END.length)}`;
}

/**
 * The HTML stream with React Router's hydration scripts deferred (see LOADER). The module script
 * closes React's shell, which is written in one go, so buffering up to it holds back nothing the
 * browser could already use; what follows streams through as it comes. A document without that
 * script (or with changed markup) passes through unchanged. `nonce`: the page's CSP nonce, which
 * React Router puts on its scripts and the loader keeps.
 */
export function deferHydrationScripts(nonce?: string): Transform {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  const MODULE_SCRIPT = `<script${nonceAttribute} type="module" async="">`;
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let open = -1;
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      // Search only where the new text can complete a match.
      const scanned = pending.length;
      pending += decoder.write(chunk);
      if (open < 0) open = pending.indexOf(MODULE_SCRIPT, Math.max(0, scanned - MODULE_SCRIPT.length));
      const close = open < 0 ? -1 : pending.indexOf(SCRIPT_END, Math.max(open, scanned - SCRIPT_END.length));
      if (close < 0) return callback();
      done = true;
      callback(null, rewrite(pending, MODULE_SCRIPT, open, close, nonceAttribute));
      pending = '';
    },
    flush(callback: TransformCallback) {
      callback(null, done ? undefined : pending + decoder.end());
    },
  });
}

import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferHydrationScripts } from './deferred-hydration.server';

const HEAD =
  '<!DOCTYPE html><html lang="ar"><head><link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>' +
  '<link rel="stylesheet" href="/assets/root-C.css"/></head><body><main>مرحبا</main>' +
  '<script>window.__reactRouterContext = {"a":1};</script>';
const MODULE_CODE = 'import * as route0 from "/assets/root-D.js";\nwindow.x = "<!--";\nimport("/assets/entry.client-A.js");';
const SHELL = `${HEAD}<script type="module" async="">${MODULE_CODE}</script>`;
const STREAMED = '<script>window.__reactRouterContext.streamController.close();</script></body></html>';

/** The document as entry.server streams it, cut into `size`-byte chunks (splitting UTF-8 characters too). */
async function throughStream(html: string, size: number, nonce?: string): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  return text(Readable.from(chunks).pipe(deferHydrationScripts(nonce)));
}

/** The inline scripts of a document, in order. */
function scripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

describe('deferHydrationScripts', () => {
  it('drops the modulepreloads and swaps the module script for one classic script that loads them later', async () => {
    const html = await throughStream(SHELL + STREAMED, 1 << 16);
    expect(html).not.toContain('modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    const [context, loader, streamed] = scripts(html);
    expect(context).toBe('window.__reactRouterContext = {"a":1};');
    expect(streamed).toBe('window.__reactRouterContext.streamController.close();');
    // The loader is valid JavaScript whose arguments are the preloads and the module code.
    expect(() => new Function(loader ?? '')).not.toThrow();
    expect(loader).not.toContain('<!--');
    const args = loader?.slice(loader.lastIndexOf('})(') + 3, -2) ?? '';
    expect(JSON.parse(`[${args}]`)).toEqual([['/assets/entry.client-A.js', '/assets/framework-B.js'], MODULE_CODE]);
  });

  it('gives the same document however the stream is chunked', async () => {
    const whole = await throughStream(SHELL + STREAMED, 1 << 16);
    for (const size of [1, 7, 64]) expect(await throughStream(SHELL + STREAMED, size)).toBe(whole);
  });

  it('passes a document without React Router’s module script through unchanged', async () => {
    expect(await throughStream(HEAD + STREAMED, 5)).toBe(HEAD + STREAMED);
  });

  it('keeps the page’s CSP nonce on the loader, which gives it to the module script it adds', async () => {
    const nonce = 'bm9uY2U+/w==';
    const html = await throughStream(SHELL.replace('<script type="module"', `<script nonce="${nonce}" type="module"`) + STREAMED, 64, nonce);
    expect(html).not.toContain('type="module" async');
    const loader = html.match(/<script nonce="([^"]+)">(\(function \(hrefs[\s\S]*?)<\/script>/);
    expect(loader?.[1]).toBe(nonce);
    expect(loader?.[2]).toContain('script.nonce = nonce');
  });
});

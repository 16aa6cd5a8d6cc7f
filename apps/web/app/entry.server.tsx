import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { deferHydrationScripts } from '~/lib/deferred-hydration.server';

/** Give slow data this long to stream in before the render is cut off. */
export const streamTimeout = 5_000;

/**
 * Streams HTML as soon as the shell is ready; crawlers (and SPA-mode builds) get the whole
 * document at once, so they never see a partial page. The hydration scripts start after the LCP
 * image has painted (lib/deferred-hydration.server.ts). Every inline script carries the nonce of
 * the page's Content-Security-Policy, which the server sets (apps/server core/http/security-headers.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;

    const onReady = () => {
      shellRendered = true;
      const body = deferHydrationScripts(nonce);
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      pipe(body);
    };

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      ...(waitForAll ? { onAllReady: onReady } : { onShellReady: onReady }),
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors before the shell is ready reach onShellError; later ones would otherwise be lost.
        if (shellRendered) console.error(error);
      },
    });

    setTimeout(abort, streamTimeout + 1000);
  });
}

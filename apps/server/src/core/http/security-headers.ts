import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VIDEO_EMBED_ORIGINS } from '@abode/shared/video-embeds';

// Security headers on every answer: pages, API, images, assets and errors (issue #12). Scripts
// run only from this origin or with the request's nonce, which the web app's server entry puts
// on React Router's and React's inline scripts (apps/web/app/entry.server.tsx).

const nonces = new WeakMap<IncomingMessage, string>();

/** The nonce of this request's Content-Security-Policy, for the page's inline scripts. */
export function cspNonce(request: FastifyRequest): string | undefined {
  return nonces.get(request.raw);
}

/** `https://tile.openstreetmap.org` from a tile template; `{s}.` subdomains become `*.`. */
export function originOf(template: string): string | undefined {
  try {
    const url = new URL(template.replace(/\{s\}\./, 'subdomain-placeholder.'));
    return `${url.protocol}//${url.host.replace('subdomain-placeholder.', '*.')}`;
  } catch {
    return undefined;
  }
}

/** A CSP source for the tiles' origin; "'self'" (already allowed) when there is none or it is already listed. */
const tileSource = (origin: () => string | undefined) => () => origin() ?? "'self'";

export interface SecurityHeaderOptions {
  publicUrl: string;
  /** Where the browser loads pictures (storage, PUBLIC_URL even when reached by another address) and map tiles from. */
  imageOrigins: (string | undefined)[];
  /** The map tiles' origin, read for every answer (the console can change it); undefined when there are no tiles. */
  tileOrigin?: () => string | undefined;
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const https = options.publicUrl.startsWith('https:');
  const images = [...new Set(options.imageOrigins.filter((o): o is string => o !== undefined))];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (req) => {
            const nonce = randomBytes(16).toString('base64');
            nonces.set(req as IncomingMessage, nonce);
            return `'nonce-${nonce}'`;
          },
        ],
        // React renders style attributes, and Leaflet positions its tiles with them
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...images, ...(options.tileOrigin ? [tileSource(options.tileOrigin)] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // listing video tours play in the providers' privacy-enhanced players
        frameSrc: Object.values(VIDEO_EMBED_ORIGINS),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    // existing clients on other origins show the site's pictures (and read the API through CORS)
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // OpenStreetMap's tile servers require a Referer naming the site
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // only where the site is reached over https (PUBLIC_URL): a plain-http install must stay reachable
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
}

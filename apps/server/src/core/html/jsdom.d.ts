// The one part of jsdom the sanitiser uses. @types/jsdom is not installed: it brings its own
// undici-types, whose fetch types clash with the ones @types/node gives the rest of the server.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}

// one definition for the web app and the server (home page card excerpts)
export { plainText } from '@abode/shared/format/plain-text';

/** JSON for an inline <script>: "<" is escaped so no text in it can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Name of the httpOnly cookie that carries the session token for the web app (ADR 003). */
export const SESSION_COOKIE = 'abode_token';

/** The visitor's chosen language (the web app sets it; the server's page cache keys pages by it). */
export const LANGUAGE_COOKIE = 'abode_lang';

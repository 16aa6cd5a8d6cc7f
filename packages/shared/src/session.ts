/** Name of the httpOnly cookie that carries the session token for the web app (ADR 003). */
export const SESSION_COOKIE = 'abode_token';

import { MSG } from '@abode/shared/messages';

/** An error whose message is safe to show: the handler answers it in the envelope as is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Siblings of `message` in the envelope, e.g. `{ key: 'accountDeactivated' }`. */
    readonly extra: Record<string, unknown> = {},
    /** Seconds, sent as Retry-After (429 answers). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new ApiError(400, message, extra);
export const unauthorized = (message: string = MSG.notAuthenticated, extra?: Record<string, unknown>) =>
  new ApiError(401, message, extra);
export const forbidden = (message: string, extra?: Record<string, unknown>) => new ApiError(403, message, extra);
export const notFound = (message: string = MSG.noData) => new ApiError(404, message);
export const tooManyRequests = (retryAfter: number, message: string = MSG.tooManyRequests) =>
  new ApiError(429, message, {}, retryAfter);

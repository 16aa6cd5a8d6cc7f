import { MSG } from '@abode/shared/messages';
import type { ApiFailure, ApiSuccess } from '@abode/shared/envelope';

type Siblings = { message?: string; total?: number } & Record<string, unknown>;

function isEmpty(data: unknown): boolean {
  return data == null || (Array.isArray(data) && data.length === 0);
}

/**
 * The success envelope. "Nothing found" is a success too (error:false, "No Data Found"), and
 * `total` sits beside `data` only when the list has rows, as the contract's clients expect.
 */
export function ok<T>(data: T, siblings: Siblings = {}): ApiSuccess<T> {
  const { message, total, ...rest } = siblings;
  const envelope: ApiSuccess<T> = {
    error: false,
    message: message ?? (isEmpty(data) ? MSG.noData : MSG.fetched),
    data,
    ...rest,
  };
  if (total !== undefined && !isEmpty(data)) envelope.total = total;
  return envelope;
}

export function fail(status: number, message: string, extra: Record<string, unknown> = {}): ApiFailure {
  return { error: true, message, code: status, ...extra };
}

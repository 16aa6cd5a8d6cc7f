import { data } from 'react-router';
import { ApiRequestError } from '~/lib/api-client';

export interface Failure {
  status: 'failed';
  /** The API's message (SPEC §8 text in English), translated when shown. */
  message: string;
  key?: string | undefined;
}

/** A 4xx answer of the API as an action result the page shows; anything else is the error boundary's. */
export function failureOf(error: unknown) {
  if (error instanceof ApiRequestError && error.isClientError) {
    return data<Failure>({ status: 'failed', message: error.message, key: error.key }, { status: error.status });
  }
  throw error;
}

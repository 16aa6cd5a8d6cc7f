import { MSG } from '@abode/shared/messages';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from './api-client';

/** A client whose every request answers `body` with `status`. */
function clientAnswering(body: unknown, status = 200) {
  return createApiClient({
    language: 'en',
    send: async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    load: (query, client) => query.fetch(client),
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError)) throw new Error('expected an ApiRequestError');
  return error;
}

describe('the API envelope check', () => {
  it('hands back a success envelope with its data and siblings', async () => {
    const answer = await clientAnswering({ error: false, message: 'ok', data: [1, 2], total: 2 }).get<number[]>('get-property-list');
    expect(answer.data).toEqual([1, 2]);
    expect(answer.total).toBe(2);
  });

  it('turns an error envelope into its message, status and key', async () => {
    const error = await failureOf(clientAnswering({ error: true, message: 'Not found', key: 'notFound' }, 404).get('get_property'));
    expect([error.message, error.status, error.key, error.isClientError]).toEqual(['Not found', 404, 'notFound', true]);
  });

  it('treats a non-2xx answer as a failure even when it claims success', async () => {
    const error = await failureOf(clientAnswering({ error: false, message: 'ok', data: null }, 500).get('get_property'));
    expect(error.status).toBe(500);
  });

  it('answers the generic message for bodies that are not an envelope', async () => {
    for (const body of ['<html>bad gateway</html>', null, [], { message: 'no error flag' }, { error: 'yes' }, { error: true, message: 42 }, { error: false, key: 7 }]) {
      const error = await failureOf(clientAnswering(body, 502).get('get_property'));
      expect([error.message, error.status]).toEqual([MSG.somethingWrong, 502]);
    }
  });
});

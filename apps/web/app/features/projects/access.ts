import { ApiRequestError } from '~/lib/api-client';

/** Why the project page is locked: a visitor must log in; a user needs a plan with project_access. */
export type ProjectLock = 'login' | 'subscribe';

/** The API's key on a package gate (get-project-detail without project_access). */
const PACKAGE_REQUIRED = 'packageRequired';

/** The lock an API error stands for, or null when it is another error. */
export function projectLockOf(error: unknown): ProjectLock | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 401) return 'login';
  if (error.status === 403 && error.key === PACKAGE_REQUIRED) return 'subscribe';
  return null;
}

import type { UserDashboard } from '@abode/shared/schemas/dashboard';
import type { ApiClient } from '~/lib/api-client';

export async function fetchDashboard(api: ApiClient): Promise<UserDashboard> {
  return (await api.get<UserDashboard>('user/dashboard')).data;
}

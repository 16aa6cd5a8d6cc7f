import { z } from 'zod';
import { ApiRequestError, type ApiClient } from '~/lib/api-client';

/** The fields of the User object (API-CONTRACT.md §2.5) the profile page edits and shows. */
export const profileSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  country_code: z.string(),
  profile: z.string().nullish().catch(null),
  address: z.string(),
  about_me: z.string(),
  facebook_id: z.string(),
  twiiter_id: z.string(),
  instagram_id: z.string(),
  youtube_id: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  notification: z.coerce.number(),
  is_profile_complete: z.boolean(),
  /** the admin posts as the site: no profile, verification or package of its own is asked for */
  role: z.enum(['user', 'admin', 'staff']).catch('user'),
});
export type Profile = z.infer<typeof profileSchema>;

/** The logged-in user's profile, or null without a valid session. */
export async function fetchProfile(api: ApiClient): Promise<Profile | null> {
  try {
    const response = await api.get<unknown>('get-user-data');
    return profileSchema.parse(response.data);
  } catch (error) {
    if (error instanceof ApiRequestError && error.isClientError) return null;
    throw error;
  }
}

const pendingEmailSchema = z.object({ pending_email: z.string().optional() });

/** Saves the profile; a new email is not applied yet: the address a code went to comes back (pending_email). */
export async function updateProfile(api: ApiClient, form: FormData): Promise<{ pendingEmail: string | undefined }> {
  const response = await api.post<unknown>('update_profile', form);
  return { pendingEmail: pendingEmailSchema.parse(response).pending_email };
}

export async function deleteAccount(api: ApiClient): Promise<void> {
  await api.post('delete_user');
}

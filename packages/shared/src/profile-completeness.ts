/**
 * SPEC §3: a profile is complete when name, email, mobile, profile picture and address are
 * present. One list, read by the server (is_profile_complete, the posting rule) and by the profile
 * page, which tells people which of these they still have to fill in.
 */
export const PROFILE_REQUIRED_FIELDS = ['name', 'email', 'mobile', 'profile', 'address'] as const;
export type ProfileRequiredField = (typeof PROFILE_REQUIRED_FIELDS)[number];

type ProfileLike = Partial<Record<ProfileRequiredField, string | null | undefined>>;

/** The required fields still empty, in the order the profile form shows them. */
export function missingProfileFields(profile: ProfileLike): ProfileRequiredField[] {
  return PROFILE_REQUIRED_FIELDS.filter((field) => {
    const value = profile[field];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** The category and owner columns a property or project row carries, with `categories` and `users` joined. */
export const CATEGORY_AND_OWNER_COLUMNS = [
  'categories.category as category_name',
  'categories.slug_id as category_slug_id',
  'categories.image as category_image',
  'users.name as owner_name',
  'users.slug_id as owner_slug_id',
  'users.email as owner_email',
  'users.country_code as owner_country_code',
  'users.mobile as owner_mobile',
  'users.profile as owner_profile',
  'users.verification_status as owner_verification_status',
] as const;

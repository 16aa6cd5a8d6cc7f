import { missingProfileFields, type ProfileRequiredField } from '@abode/shared/profile-completeness';
import type { Storage } from '../../core/media/storage.js';
import type { UserRow } from './users.repo.js';

/** SPEC §3: a profile is complete when name, email, mobile, profile picture and address are present. */
export function isProfileComplete(row: Pick<UserRow, ProfileRequiredField>): boolean {
  return missingProfileFields(row).length === 0;
}

/** The User (Customer) object of API-CONTRACT.md §2.5. Never carries the password hash. */
export function toUserResponse(row: UserRow, storage: Storage, packages: { subscription: boolean; isPremium: boolean }) {
  return {
    id: row.id,
    name: row.name,
    slug_id: row.slug_id,
    auth_id: row.auth_id ?? '',
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    country_code: row.country_code ?? '',
    profile: storage.url(row.profile),
    address: row.address ?? '',
    fcm_id: row.fcm_id ?? '',
    logintype: String(row.logintype),
    isActive: row.is_active,
    notification: row.notification,
    subscription: packages.subscription,
    is_premium: packages.isPremium,
    about_me: row.about_me ?? '',
    facebook_id: row.facebook_id ?? '',
    twiiter_id: row.twiiter_id ?? '',
    instagram_id: row.instagram_id ?? '',
    youtube_id: row.youtube_id ?? '',
    latitude: row.latitude === null ? '' : String(row.latitude),
    longitude: row.longitude === null ? '' : String(row.longitude),
    city: row.city ?? '',
    state: row.state ?? '',
    country: row.country ?? '',
    is_email_verified: row.email_verified_at !== null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    is_demo_user: false,
    is_agent: row.is_agent === 1,
    is_appointment_available: false,
    is_user_verified: row.verification_status === 'success',
    verification_status: row.verification_status,
    is_profile_complete: isProfileComplete(row),
    is_admin: row.role === 'admin',
    role: row.role,
  };
}
export type UserResponse = ReturnType<typeof toUserResponse>;

import { z } from 'zod';
import { MSG } from '../messages';
import { decimal, requiredText } from './common';
import { PUSH_ENDPOINT_MAX_LENGTH } from './notifications';

// Account calls (user-register, user_signup, get-otp, verify-otp, forgot/reset password,
// update_profile). The web forms and the server parse with these same schemas.

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;

/** Form posts send "" for fields left empty: treat them as absent. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** For updates: "" clears the field (null), absent leaves it as it is. */
const clearable = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional(),
  );

const NAME_MAX_LENGTH = 191;

const optionalText = (max: number, label: string) =>
  optional(z.string().trim().max(max, `${label} must be at most ${max} characters`));

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(191, MSG.invalidEmail)
  .pipe(z.email(MSG.invalidEmail))
  .transform((e) => e.toLowerCase());

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Country calling code: "+971", "971" → "+971". */
export const countryCodeField = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, MSG.invalidPhone)
  .transform((c) => (c.startsWith('+') ? c : `+${c}`));

/** National number: digits only, without separators or the trunk prefix ("050 123-4567" → "501234567"). */
export const mobileField = z
  .string()
  .trim()
  .transform((m) => m.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(/^\+?\d{6,15}$/, MSG.invalidPhone))
  .transform((m) => m.replace(/^\+/, '').replace(/^0+/, ''));

export const otpField = z
  .string({ error: 'OTP must be entered' })
  .trim()
  .min(1, 'OTP must be entered')
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MSG.otpInvalid);

/** user-register; country_code is optional, as on update_profile (1.2.x web clients never send it). */
export const registerSchema = z
  .object({
    name: requiredText('Name', NAME_MAX_LENGTH),
    email: emailField,
    mobile: optional(mobileField),
    country_code: optional(countryCodeField),
    password: passwordField,
    re_password: z.string({ error: MSG.passwordsDoNotMatch }),
  })
  .refine((v) => v.password === v.re_password, { message: MSG.passwordsDoNotMatch, path: ['re_password'] });
export type RegisterInput = z.infer<typeof registerSchema>;

/** An OTP goes to a phone number (number + country_code) or to an email address. */
export const otpTargetSchema = z
  .object({
    number: optional(mobileField),
    country_code: optional(countryCodeField),
    email: optional(emailField),
  })
  .refine((v) => Boolean(v.email) !== Boolean(v.number), { message: 'Enter a phone number or an email address', path: ['number'] })
  .refine((v) => !v.number || v.country_code, {
    message: 'Country code is required with a phone number',
    path: ['country_code'],
  });
export type OtpTarget = z.infer<typeof otpTargetSchema>;

export const verifyOtpSchema = z.intersection(otpTargetSchema, z.object({ otp: otpField }));

const signupProfile = {
  name: optionalText(191, 'Name'),
  mobile: optional(mobileField),
  country_code: optional(countryCodeField),
  address: optionalText(500, 'Address'),
  fcm_id: optionalText(500, 'fcm_id'),
};

/** user_signup: 3 = email + password, 1 = OTP proof (phone or email), 0 = Google ID token, 2 = Apple. */
export const signupSchema = z.preprocess(
  // form posts send type as a string, JSON clients as a number
  (v) => (v && typeof v === 'object' && 'type' in v ? { ...v, type: String((v as { type: unknown }).type) } : v),
  z.discriminatedUnion('type', [
  z.object({ type: z.literal('3'), email: emailField, password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH), ...signupProfile }),
  z.object({ type: z.literal('1'), auth_id: requiredText('auth_id', 200), ...signupProfile }),
  z.object({ type: z.literal('0'), id_token: requiredText('id_token', 4096), auth_id: optionalText(255, 'auth_id'), ...signupProfile }),
  z.object({ type: z.literal('2'), auth_id: optionalText(255, 'auth_id'), ...signupProfile }),
], { error: 'type must be 0, 1, 2 or 3' }),
);
export type SignupInput = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ token: requiredText('token', 200), password: passwordField, re_password: z.string({ error: MSG.passwordsDoNotMatch }) })
  .refine((v) => v.password === v.re_password, { message: MSG.passwordsDoNotMatch, path: ['re_password'] });

/** before-logout: an app's FCM token, or the web app's push endpoint (as long as the push calls take). */
export const logoutSchema = z.object({ fcm_id: optionalText(PUSH_ENDPOINT_MAX_LENGTH, 'fcm_id') });

const flag01 = z.preprocess((v) => (typeof v === 'number' || typeof v === 'boolean' ? String(Number(v)) : v), z.enum(['0', '1'], { error: 'must be 0 or 1' })).transform(Number);

/**
 * update_profile: name, email and mobile are required (API-CONTRACT.md §2.6). country_code is
 * optional: 1.2.x web clients never send it and put the country digits in `mobile` (971501234567).
 */
export const updateProfileSchema = z.object({
  name: requiredText('Name', NAME_MAX_LENGTH),
  email: emailField,
  mobile: mobileField,
  country_code: optional(countryCodeField),
  address: clearable(500, 'Address'),
  about_me: clearable(2000, 'About me'),
  facebook_id: clearable(255, 'Facebook'),
  twiiter_id: clearable(255, 'Twitter'),
  instagram_id: clearable(255, 'Instagram'),
  youtube_id: clearable(255, 'YouTube'),
  fcm_id: clearable(500, 'fcm_id'),
  notification: optional(flag01),
  city: clearable(120, 'City'),
  state: clearable(120, 'State'),
  country: clearable(120, 'Country'),
  latitude: optional(decimal('Latitude', { min: -90, max: 90 })),
  longitude: optional(decimal('Longitude', { min: -180, max: 180 })),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const userStatusSchema = z.object({ is_active: flag01 });

import { z } from 'zod';
import type { ApiClient } from '~/lib/api-client';

/** Where a one-time code goes: an email address, or a phone number with its country code. */
export type OtpTarget = { email: string } | { number: string; country_code: string };

const sessionSchema = z.object({ token: z.string().min(1), token_expires_at: z.string().min(1) });
export type SessionToken = z.infer<typeof sessionSchema>;

const authIdSchema = z.object({ auth_id: z.string().min(1) });

const methodsSchema = z.object({ email: z.boolean(), email_otp: z.boolean(), phone_otp: z.boolean(), google: z.boolean() });
export type LoginMethods = z.infer<typeof methodsSchema>;

/** user_signup answers the token beside data; only the token is kept (the shell reloads the user). */
async function signup(api: ApiClient, body: Record<string, string>): Promise<SessionToken> {
  const response = await api.post<unknown>('user_signup', new URLSearchParams(body));
  return sessionSchema.parse(response);
}

export function logInWithPassword(api: ApiClient, email: string, password: string): Promise<SessionToken> {
  return signup(api, { type: '3', email, password });
}

/** Type 1: the auth_id that verify-otp answered proves the code was right. */
export function logInWithCode(api: ApiClient, authId: string): Promise<SessionToken> {
  return signup(api, { type: '1', auth_id: authId });
}

export async function register(api: ApiClient, input: Record<string, string>): Promise<void> {
  await api.post('user-register', new URLSearchParams(input));
}

export async function sendCode(api: ApiClient, target: OtpTarget): Promise<void> {
  await api.get('get-otp', target);
}

/** Checks a code; answers the single-use auth_id. */
export async function verifyCode(api: ApiClient, target: OtpTarget, otp: string): Promise<string> {
  const response = await api.get<unknown>('verify-otp', { ...target, otp });
  return authIdSchema.parse(response).auth_id;
}

export async function requestPasswordReset(api: ApiClient, email: string): Promise<void> {
  await api.get('forgot-password', { email });
}

export async function resetPassword(api: ApiClient, input: { token: string; password: string; re_password: string }): Promise<void> {
  await api.post('reset-password', new URLSearchParams(input));
}

export async function fetchLoginMethods(api: ApiClient): Promise<LoginMethods> {
  const response = await api.get<unknown>('auth/methods');
  return methodsSchema.parse(response.data);
}

/** Starts Google sign-in on the API, which comes back to `returnTo` with the session cookie set. */
export function googleSignInUrl(returnTo: string): string {
  return `/api/auth/google?${new URLSearchParams({ return_to: returnTo }).toString()}`;
}

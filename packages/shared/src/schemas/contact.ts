import { z } from 'zod';
import { MSG } from '../messages';
import { requiredText } from './common';

export const CONTACT_LIMITS = { name: 100, email: 191, subject: 200, message: 5000 } as const;

/** contct_us / contact-us: every field is required (an empty post is answered field by field). */
export const contactSchema = z.preprocess((body) => body ?? {}, z.object({
  first_name: requiredText('Name', CONTACT_LIMITS.name),
  last_name: requiredText('Last name', CONTACT_LIMITS.name),
  email: requiredText('Email', CONTACT_LIMITS.email).pipe(z.email(MSG.invalidEmail)),
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Message', CONTACT_LIMITS.message),
}));
export type ContactInput = z.infer<typeof contactSchema>;

import { z } from 'zod';

/** get_limits (≤1.2.2 clients, before the add-property and feature pages): what the user's packages allow. */
export const PACKAGE_TYPES = ['property', 'advertisement'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const getLimitsQuery = z.object({
  package_type: z.enum(PACKAGE_TYPES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'package_type is required' : 'package_type must be property or advertisement'),
  }),
});

/** The siblings of `data` in the get_limits answer (API-CONTRACT.md §2.6, old packages). */
export interface Limits {
  /** The user may do this now: post a listing (property) or feature one (advertisement). */
  package: boolean;
  /** A running package includes premium_properties. */
  is_premium: boolean;
  /** The user holds a running package. */
  subscription: boolean;
}

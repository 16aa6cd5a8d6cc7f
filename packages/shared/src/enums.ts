// Enumerations of the wire contract (API-CONTRACT.md §2.9). Numbers are what clients send;
// strings are what the API answers.

export const PROPERTY_TYPES = ['sell', 'rent', 'sold', 'rented'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** Database and filter code of each property type (0 sell, 1 rent, 2 sold, 3 rented). */
export const PROPERTY_TYPE_CODE: Record<PropertyType, number> = { sell: 0, rent: 1, sold: 2, rented: 3 };

export const RENT_DURATIONS = ['Daily', 'Monthly', 'Quarterly', 'Yearly'] as const;
export type RentDuration = (typeof RENT_DURATIONS)[number];

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** user_signup `type`: 0 Google, 1 phone, 2 Apple, 3 email + password. */
export const LOGIN_TYPES = { google: 0, phone: 1, apple: 2, email: 3 } as const;
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES];

export const PARAMETER_TYPES = ['textbox', 'textarea', 'number', 'dropdown', 'radiobutton', 'checkbox', 'file'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

export const VERIFICATION_STATUSES = ['initial', 'pending', 'success', 'failed'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Package gate access types (SPEC §4); the first four also check a remaining limit. */
export const PACKAGE_FEATURES = [
  'property_list',
  'property_feature',
  'project_list',
  'project_feature',
  'mortgage_calculator_detail',
  'premium_properties',
  'project_access',
] as const;
export type PackageFeature = (typeof PACKAGE_FEATURES)[number];
export const LIMITED_PACKAGE_FEATURES: readonly PackageFeature[] = PACKAGE_FEATURES.slice(0, 4);

export const PROJECT_TYPES = ['under_construction', 'upcoming'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const USER_ROLES = ['user', 'admin', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Advertisement status as the admin labels it: 0 approved, 1 pending, 2 rejected, 3 expired. */
export const ADVERTISEMENT_STATUS = { approved: 0, pending: 1, rejected: 2, expired: 3 } as const;

export const SLIDER_TYPES = { default: 1, category: 2, property: 3, link: 4 } as const;

export const PAYMENT_STATUSES = ['pending', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** posted_since filter: 0 last week, 1 yesterday, 2 last month, 3 last 3 months, 4 last 6 months. */
export const POSTED_SINCE_DAYS = [7, 1, 30, 90, 180] as const;

export const HOMEPAGE_SECTION_TYPES = [
  'featured_properties_section',
  'categories_section',
  'most_liked_properties_section',
  'most_viewed_properties_section',
  'projects_section',
  'articles_section',
  'agents_list_section',
  'faqs_section',
  'nearby_properties_section',
  'user_recommendations_section',
  'premium_properties_section',
  'featured_projects_section',
  'properties_by_cities_section',
  'properties_on_map_section',
] as const;
export type HomepageSectionType = (typeof HOMEPAGE_SECTION_TYPES)[number];

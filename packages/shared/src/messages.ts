// User-facing messages of the API and the product (SPEC §8, API-CONTRACT.md). The server answers
// with these English texts; the web app translates them through i18n keys of the same value.

export const MSG = {
  fetched: 'Data Fetched Successfully',
  noData: 'No Data Found',
  somethingWrong: 'Something Went Wrong',
  notAuthenticated: 'User is not authenticated',
  notFound: 'Not Found',
  contactSent: 'Contact Request Send Successfully',
  languageMissing: 'Language file not found',
  tooManyRequests: 'Too many requests, try again later',
  forbiddenOrigin: 'Request origin is not allowed',
  invalidInput: 'Invalid input',

  packageLimitOver: 'Your Package Limit is Over. Please Purchase Package',
  notSubscribed: 'You have not subscribed. Please subscribe first',
  profileIncomplete: 'You have not completed your profile yet. Please complete first',
  verificationIncomplete: 'You have not completed profile verification',
  accountDeactivated: 'Your Account have been Deactivetd by Admin',
  notLoggedIn: 'You have not logged in. Please log in first',
  paymentFailed: 'Payment failed',
  paymentCanceled: 'Payment canceled. Please try again later',
  noPaymentMethod: 'No payment method is enabled. Please contact the admin',
  demoMode: 'This Action is Not Allowed in Demo Mode',
  passwordsDoNotMatch: 'Passwords do not match',
  registrationFailed: 'Registration failed. Please try again',
  statusUpdateFailed: 'Failed to Update Status',
  oops: 'Oops! Something went wrong. Please try again later',
  verifyEmailFirst: 'Please verify your email first',
  invalidEmail: 'Invalid email format',
  emailInUse: 'Email already in use.',
} as const;
export type MessageKey = keyof typeof MSG;

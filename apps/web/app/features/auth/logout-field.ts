/**
 * The logout form field that carries this browser's push endpoint, so logging out forgets only
 * its subscription. Apart from logout.ts: the page shell sets it and must not load zod up front.
 */
export const LOGOUT_PUSH_FIELD = 'fcm_id';

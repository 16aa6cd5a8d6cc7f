import english from '../packages/shared/src/i18n/en.json' with { type: 'json' };

/**
 * The English copy people read, by key: journeys look for what the page shows (the reviewed copy
 * of an API message, issue #18), not for the API's own message string.
 */
export const copy = english;

import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.js';
import * as reference from './0002-reference.js';
import * as listings from './0003-listings.js';
import * as engagement from './0004-engagement.js';
import * as monetisation from './0005-monetisation.js';
import * as content from './0006-content.js';
import * as search from './0007-search.js';
import * as listingExpiry from './0008-listing-expiry.js';
import * as searchBoxIndex from './0009-search-box-index.js';
import * as searchVersionVisible from './0010-search-version-visible.js';
import * as accountSecurity from './0011-account-security.js';
import * as engagementRules from './0013-engagement-rules.js';
import * as notifications from './0014-notifications.js';
import * as chat from './0015-chat.js';
import * as payments from './0016-payments.js';
import * as admin from './0017-admin.js';
import * as answerCacheVersion from './0018-answer-cache-version.js';
import * as userLanguage from './0019-user-language.js';
import * as chatSentBy from './0020-chat-sent-by.js';
import * as catalogueAnswers from './0021-catalogue-answers.js';
import * as contentAdmin from './0022-content-admin.js';
import * as adminMoney from './0023-admin-money.js';
import * as placeAliases from './0025-place-aliases.js';
import * as versionOnTouchedRows from './0026-version-on-touched-rows.js';
import * as advertisementRejectReason from './0027-advertisement-reject-reason.js';

// Listed statically (not read from disk) so that the bundled server carries its migrations.
// Names sort in the order they run; never rename or edit one that has shipped.
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-reference': reference,
  '0003-listings': listings,
  '0004-engagement': engagement,
  '0005-monetisation': monetisation,
  '0006-content': content,
  '0007-search': search,
  '0008-listing-expiry': listingExpiry,
  '0009-search-box-index': searchBoxIndex,
  '0010-search-version-visible': searchVersionVisible,
  '0011-account-security': accountSecurity,
  '0013-engagement-rules': engagementRules,
  '0014-notifications': notifications,
  '0015-chat': chat,
  '0016-payments': payments,
  '0017-admin': admin,
  '0018-answer-cache-version': answerCacheVersion,
  '0019-user-language': userLanguage,
  '0020-chat-sent-by': chatSentBy,
  '0021-catalogue-answers': catalogueAnswers,
  '0022-content-admin': contentAdmin,
  '0023-admin-money': adminMoney,
  '0025-place-aliases': placeAliases,
  '0026-version-on-touched-rows': versionOnTouchedRows,
  '0027-advertisement-reject-reason': advertisementRejectReason,
};

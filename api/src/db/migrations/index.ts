import type { Migration } from 'kysely/migration';
import { catalogue } from './0001-catalogue';
import { content } from './0002-content';
import { leads } from './0003-leads';
import { advisorPhones } from './0004-advisor-phones';
import { profileRetention } from './0005-profile-retention';
import { clientState } from './0006-client-state';
import { catalogueIndexes } from './0007-catalogue-indexes';
import { chat } from './0008-chat';
import { chatVisitorPresence } from './0009-chat-visitor-presence';
import { purchases } from './0010-purchases';
import { paymentFingerprints } from './0011-payment-fingerprints';
import { textByteOrder } from './0012-text-byte-order';
import { dataAuthorisation } from './0013-data-authorisation';
import { analyticsEvents } from './0015-analytics-events';
import { dataRights } from './0016-data-rights';
import { leadReferrer } from './0018-lead-referrer';
import { additionalInsurance } from './0020-additional-insurance';
import { feedbacks } from './0021-feedbacks';

/**
 * Every schema change by name; Kysely's Migrator applies them in name order. Never edit an applied migration:
 * add a new one. The first five keep the numbers the old runner gave them (see `legacy.ts`).
 */
export const migrations: Record<string, Migration> = {
  '0001-catalogue': catalogue,
  '0002-content': content,
  '0003-leads': leads,
  '0004-advisor-phones': advisorPhones,
  '0005-profile-retention': profileRetention,
  '0006-client-state': clientState,
  '0007-catalogue-indexes': catalogueIndexes,
  '0008-chat': chat,
  '0009-chat-visitor-presence': chatVisitorPresence,
  '0010-purchases': purchases,
  '0011-payment-fingerprints': paymentFingerprints,
  '0012-text-byte-order': textByteOrder,
  '0013-data-authorisation': dataAuthorisation,
  '0015-analytics-events': analyticsEvents,
  '0016-data-rights': dataRights,
  '0018-lead-referrer': leadReferrer,
  '0020-additional-insurance': additionalInsurance,
  '0021-feedbacks': feedbacks,
};

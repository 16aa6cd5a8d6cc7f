import type { TFunction } from 'i18next';
import type { NotificationItem } from '@abode/shared/schemas/notifications';

/** The values each kind of notification is worded from; a notification without them keeps the text it was sent with. */
const WORDED: Record<string, readonly string[]> = {
  property_approved: ['title'],
  property_rejected: ['title'],
  project_approved: ['title'],
  project_rejected: ['title'],
  interest: ['title', 'name'],
  chat: ['name'],
  package_expiring: ['name', 'end_date'],
  payment_approved: ['name'],
  payment_rejected: ['name'],
  advertisement_expiring: ['title', 'end_date'],
  advertisement_approved: ['title', 'end_date'],
  advertisement_rejected: ['title'],
  verification_approved: [],
  verification_rejected: [],
};

export interface NoticeText {
  title: string;
  /** The second line: the rejection's reason, the message, or the text an admin wrote. */
  detail: string;
}

/** A notification in the reader's language: known kinds from their values, admin broadcasts as written. */
export function noticeText(t: TFunction, notice: Pick<NotificationItem, 'type' | 'title' | 'message' | 'data'>, formatDate: (iso: string) => string): NoticeText {
  const needs = WORDED[notice.type];
  const { data } = notice;
  if (!needs || !needs.every((key) => typeof data[key] === 'string' && data[key] !== '')) return { title: notice.title, detail: notice.message };
  const values = { ...data, end_date: data.end_date ? formatDate(data.end_date) : '' };
  // a rejection gives its reason, a chat message its text; the other kinds a line of their own
  const detail = notice.type.endsWith('_rejected')
    ? data.reason
      ? t('notice.reason', { reason: data.reason })
      : notice.message
    : notice.type === 'chat'
      ? notice.message
      : t(`notice.detail.${notice.type}`, values);
  return { title: t(`notice.title.${notice.type}`, values), detail };
}

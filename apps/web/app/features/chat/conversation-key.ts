import type { ConversationKey } from '@abode/shared/chat';
import { integer } from '@abode/shared/schemas/common';

const propertyId = integer('property_id', { min: 1 });
const otherSide = integer('user_id', { min: 0 });

/** The conversation a chat page's URL names (?property_id=&user_id=, 0 = the company), or null. */
export function conversationKeyOf(url: URL): ConversationKey | null {
  const property = propertyId.safeParse(url.searchParams.get('property_id'));
  const user = otherSide.safeParse(url.searchParams.get('user_id'));
  return property.success && user.success ? { property_id: property.data, user_id: user.data } : null;
}

// What the audit log's records are about, as the server's features write them (its filter offers
// each; admin.audit.entities.<name> labels them).
export const AUDIT_ENTITIES = [
  'property',
  'project',
  'user',
  'staff',
  'report',
  'verification',
  'advertisement',
  'language',
  'settings',
  'mail_settings',
  'notification',
  // the Content area (features/articles, faqs, homepage, contact)
  'article',
  'article_category',
  'faq',
  'slider',
  'homepage_section',
  'contact_message',
  // the catalogue (features/categories, facilities, cities, reports, verification)
  'category',
  'parameter',
  'facility',
  'city',
  'report_reason',
  'verification_field',
  // packages and payments (features/packages, payments, settings)
  'package',
  'user_package',
  'bank_transfer',
  'payment_settings',
] as const;

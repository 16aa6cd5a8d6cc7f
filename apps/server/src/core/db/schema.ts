import type { ColumnType, Generated } from 'kysely';

// Row types of the tables the migrations create. Conventions (ADR 002): 0/1 integer flags,
// UTC ISO-8601 text timestamps, money in integer minor units, JSON arrays as text.

type Id = Generated<number>;
type Stamp = Generated<string>;
interface Timestamps {
  created_at: Stamp;
  updated_at: Stamp;
}
type Flag = Generated<number>;

export interface UsersTable extends Timestamps {
  id: Id;
  slug_id: string;
  name: Generated<string>;
  email: string | null;
  email_verified_at: string | null;
  country_code: string | null;
  mobile: string | null;
  password_hash: string | null;
  auth_id: string | null;
  logintype: Generated<number>;
  profile: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  state: string | null;
  country: string | null;
  about_me: string | null;
  facebook_id: string | null;
  twiiter_id: string | null;
  instagram_id: string | null;
  youtube_id: string | null;
  fcm_id: string | null;
  notification: Flag;
  role: Generated<'user' | 'admin' | 'staff'>;
  permissions: string | null;
  is_agent: Flag;
  verification_status: Generated<'initial' | 'pending' | 'success' | 'failed'>;
  is_active: Flag;
  deactivated_at: string | null;
  last_login_at: string | null;
  /** The language code the user last used the site in; mail is written in it. */
  language: string | null;
}

export interface TokensTable extends Timestamps {
  id: Id;
  user_id: number;
  kind: Generated<'session' | 'reset'>;
  token_hash: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface OtpsTable extends Timestamps {
  id: Id;
  channel: 'email' | 'phone';
  destination: string;
  purpose: string;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  consumed_at: string | null;
  sent_count: Generated<number>;
}

/** An address waiting for its code: a registration or a profile's new email (0011, ADR 018). */
export interface EmailClaimsTable extends Timestamps {
  id: Id;
  purpose: 'register' | 'change';
  email: string;
  code_hash: string;
  user_id: number | null;
  token_id: number | null;
  name: string | null;
  mobile: string | null;
  country_code: string | null;
  password_hash: string | null;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
}

export interface PushSubscriptionsTable extends Timestamps {
  id: Id;
  user_id: number;
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
  user_agent: string | null;
}

export interface LanguagesTable extends Timestamps {
  id: Id;
  code: string;
  name: string;
  rtl: Flag;
  status: Flag;
  web_translations: Generated<string>;
  app_translations: Generated<string>;
}

export interface SettingsTable {
  key: string;
  value: Generated<string>;
  updated_at: Stamp;
}

export interface CurrenciesTable {
  code: string;
  name: string;
  symbol: string;
  minor_units: Generated<number>;
}

export interface TranslationsTable extends Timestamps {
  id: Id;
  entity: string;
  entity_id: number;
  language_id: number;
  field: string;
  value: Generated<string>;
}

export interface CategoriesTable extends Timestamps {
  id: Id;
  category: string;
  slug_id: string;
  image: string | null;
  status: Flag;
  sort_order: Generated<number>;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export interface ParametersTable extends Timestamps {
  id: Id;
  name: string;
  type_of_parameter: 'textbox' | 'textarea' | 'number' | 'dropdown' | 'radiobutton' | 'checkbox' | 'file';
  type_values: Generated<string>;
  image: string | null;
  is_required: Flag;
}

export interface CategoryParametersTable {
  category_id: number;
  parameter_id: number;
  sort_order: Generated<number>;
}

export interface FacilitiesTable extends Timestamps {
  id: Id;
  name: string;
  image: string | null;
  status: Flag;
}

export interface CitiesTable extends Timestamps {
  id: Id;
  name: string;
  state: Generated<string>;
  country: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  image: string | null;
  status: Flag;
}

export interface ReportReasonsTable extends Timestamps {
  id: Id;
  reason: string;
}

export interface PropertiesTable extends Timestamps {
  id: Id;
  slug_id: string;
  user_id: number | null;
  category_id: number;
  title: string;
  description: Generated<string>;
  property_type: Generated<number>;
  rentduration: string | null;
  price: number;
  currency_code: string;
  address: Generated<string>;
  client_address: string | null;
  city: Generated<string>;
  state: Generated<string>;
  country: Generated<string>;
  latitude: number;
  longitude: number;
  title_image: string | null;
  title_image_hash: string | null;
  three_d_image: string | null;
  video_link: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  is_premium: Flag;
  status: Flag;
  request_status: Generated<'pending' | 'approved' | 'rejected'>;
  reject_reason: string | null;
  total_click: Generated<number>;
  total_favourites: Generated<number>;
  expires_at: string | null;
  /** The package that allowed the listing: it expires when that package ends (0008). */
  user_package_id: number | null;
}

export interface PropertyImagesTable extends Timestamps {
  id: Id;
  property_id: number;
  image: string;
  placeholder: string | null;
  width: number | null;
  height: number | null;
  sort_order: Generated<number>;
}

export interface DocumentsColumns extends Timestamps {
  id: Id;
  file: string;
  file_name: string;
  type: string;
  size: Generated<number>;
}
export interface PropertyDocumentsTable extends DocumentsColumns {
  property_id: number;
}
export interface ProjectDocumentsTable extends DocumentsColumns {
  project_id: number;
}

export interface PropertyParametersTable extends Timestamps {
  id: Id;
  property_id: number;
  parameter_id: number;
  value: Generated<string>;
}

export interface PropertyFacilitiesTable extends Timestamps {
  id: Id;
  property_id: number;
  facility_id: number;
  distance: Generated<number>;
}

export interface PropertyViewsTable {
  property_id: number;
  viewer: string;
  day: string;
}

export interface ProjectsTable extends Timestamps {
  id: Id;
  slug_id: string;
  user_id: number | null;
  category_id: number;
  title: string;
  description: Generated<string>;
  type: Generated<string>;
  location: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  country: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  image: string | null;
  image_hash: string | null;
  video_link: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  meta_image: string | null;
  status: Flag;
  request_status: Generated<'pending' | 'approved' | 'rejected'>;
  reject_reason: string | null;
  total_click: Generated<number>;
}

export interface ProjectImagesTable extends Timestamps {
  id: Id;
  project_id: number;
  image: string;
  placeholder: string | null;
  sort_order: Generated<number>;
}

export interface ProjectPlansTable extends Timestamps {
  id: Id;
  project_id: number;
  title: string;
  document: string;
  sort_order: Generated<number>;
}

export interface UserPropertyLinkTable extends Timestamps {
  id: Id;
  user_id: number;
  property_id: number;
}

export interface ReportsTable extends Timestamps {
  id: Id;
  user_id: number;
  property_id: number;
  reason_id: number | null;
  other_message: string | null;
  /** the reason's words when reported (0013) */
  reason: string | null;
  /** the moderators' queue (0017) */
  status: Generated<'open' | 'resolved' | 'dismissed'>;
  note: string | null;
  resolved_by: number | null;
  resolved_at: string | null;
}

export interface BlocksTable extends Timestamps {
  id: Id;
  blocker_id: number;
  blocked_id: number | null;
  to_admin: Flag;
  reason: string | null;
}

export interface ChatsTable extends Timestamps {
  id: Id;
  property_id: number;
  user_id: number;
  owner_id: number | null;
  last_message_at: string | null;
  user_cleared_through: Generated<number>;
  owner_cleared_through: Generated<number>;
  user_notified_at: string | null;
  owner_notified_at: string | null;
}

export interface MessagesTable extends Timestamps {
  id: Id;
  chat_id: number;
  sender_id: number | null;
  receiver_id: number | null;
  message: string | null;
  file: string | null;
  audio: string | null;
  is_read: Flag;
  file_name: string | null;
  audio_seconds: number | null;
  /** the staff account that wrote a message of the company's side (migration 0020) */
  sent_by: ColumnType<number | null, number | null | undefined, never>;
}

export interface NotificationsTable extends Timestamps {
  id: Id;
  title: string;
  message: string;
  type: Generated<string>;
  send_type: Flag;
  property_id: number | null;
  image: string | null;
  /** The web page it leads to ("/my-property/…"). */
  link: string | null;
  /** JSON object of the values its translated text uses ({"title": …, "reason": …}). */
  data: string | null;
  /** Set for alerts that must land once (one package's expiry): unique. */
  dedupe_key: string | null;
  /** who sent it from the admin console (0023); null for the site's own alerts */
  sent_by: number | null;
}

export interface NotificationRecipientsTable extends Timestamps {
  id: Id;
  notification_id: number;
  user_id: number;
  read_at: string | null;
}

export interface PersonalisedPreferencesTable extends Timestamps {
  id: Id;
  user_id: number;
  category_ids: Generated<string>;
  facility_ids: Generated<string>;
  property_types: Generated<string>;
  price_min: number | null;
  price_max: number | null;
  city: string | null;
}

export interface PackagesTable extends Timestamps {
  id: Id;
  name: string;
  package_type: Generated<'free' | 'paid'>;
  price: Generated<number>;
  currency_code: string;
  duration_hours: number;
  ios_product_id: string | null;
  status: Flag;
  sort_order: Generated<number>;
}

export interface PackageFeaturesTable extends Timestamps {
  id: Id;
  name: string;
}

export interface PackageFeatureLimitsTable extends Timestamps {
  id: Id;
  package_id: number;
  feature_id: number;
  limit_type: Generated<'limited' | 'unlimited'>;
  limit: number | null;
}

export interface PaymentTransactionsTable extends Timestamps {
  id: Id;
  user_id: number;
  package_id: number | null;
  amount: number;
  currency_code: string;
  payment_gateway: string;
  payment_type: Generated<string>;
  platform_type: string | null;
  order_id: string | null;
  transaction_id: string | null;
  payment_status: Generated<'pending' | 'success' | 'failed'>;
  receipt: string | null;
  gateway_response: string | null;
  /** why the admin refused a bank transfer (0016) */
  reject_reason: string | null;
}

export interface PaymentWebhookEventsTable extends Timestamps {
  id: Id;
  gateway: string;
  event_id: string;
  payload: string | null;
}

export interface UserPackagesTable extends Timestamps {
  id: Id;
  user_id: number;
  package_id: number;
  payment_transaction_id: number | null;
  start_date: string;
  end_date: string;
  /** taken back by the admin (0023): end_date was moved to that moment */
  revoked_at: string | null;
  revoke_reason: string | null;
}

export interface UserPackageUsageTable extends Timestamps {
  id: Id;
  user_package_id: number;
  feature_id: number;
  used_limit: Generated<number>;
  total_limit: number | null;
}

export interface AdvertisementsTable extends Timestamps {
  id: Id;
  user_id: number | null;
  feature_for: 'property' | 'project';
  property_id: number | null;
  project_id: number | null;
  status: Generated<number>;
  is_enable: Flag;
  start_date: string;
  end_date: string;
  reject_reason: Generated<string | null>;
}

export interface ArticleCategoriesTable extends Timestamps {
  id: Id;
  category: string;
  slug_id: string;
}

export interface ArticlesTable extends Timestamps {
  id: Id;
  slug_id: string;
  category_id: number | null;
  title: string;
  description: Generated<string>;
  image: string | null;
  view_count: Generated<number>;
  status: Flag;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export interface FaqsTable extends Timestamps {
  id: Id;
  question: string;
  answer: string;
  status: Flag;
  sort_order: Generated<number>;
}

export interface SlidersTable extends Timestamps {
  id: Id;
  type: Generated<number>;
  image: string | null;
  web_image: string | null;
  link: string | null;
  category_id: number | null;
  property_id: number | null;
  show_property_details: Flag;
  sort_order: Generated<number>;
  status: Flag;
}

export interface HomepageSectionsTable extends Timestamps {
  id: Id;
  type: string;
  title: string;
  sort_order: Generated<number>;
  is_active: Flag;
}

export interface SeoSettingsTable extends Timestamps {
  id: Id;
  page: string;
  title: Generated<string>;
  description: Generated<string>;
  keywords: Generated<string>;
  image: string | null;
  schema_markup: string | null;
}

export interface ContactMessagesTable extends Timestamps {
  id: Id;
  first_name: string;
  last_name: Generated<string>;
  email: string;
  subject: string;
  message: string;
  user_id: number | null;
  ip: string | null;
  handled_at: string | null;
  /** when an admin first opened it (0022) */
  read_at: string | null;
  /** the answer sent by email from the inbox, kept with the message */
  reply: string | null;
  replied_at: string | null;
  replied_by: number | null;
}

export interface VerificationFieldsTable extends Timestamps {
  id: Id;
  name: string;
  field_type: string;
  is_required: Flag;
  status: Flag;
  sort_order: Generated<number>;
}

export interface VerificationFieldOptionsTable extends Timestamps {
  id: Id;
  field_id: number;
  value: string;
}

export interface VerificationSubmissionsTable extends Timestamps {
  id: Id;
  user_id: number;
  status: Generated<'pending' | 'success' | 'failed'>;
  reason: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
}

export interface VerificationValuesTable extends Timestamps {
  id: Id;
  submission_id: number;
  field_id: number;
  value: Generated<string>;
}

/** Another name of a place for the keyword search (migration 0025); `alias` lower-cased. */
export interface PlaceAliasesTable extends Timestamps {
  id: Id;
  alias: string;
  place: string;
}

export interface AuditLogTable extends Timestamps {
  id: Id;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  data: string | null;
  ip: string | null;
  /** the changed record's fields before and after, JSON (0017) */
  before_data: string | null;
  after_data: string | null;
}

export interface JobLocksTable extends Timestamps {
  id: Id;
  name: string;
  owner: string;
  locked_until: string;
}

/** One row (id 1): bumped by triggers on every write that can change a search answer (0007-search). */
export interface SearchStateTable {
  id: number;
  version: number;
}

export interface Database {
  users: UsersTable;
  tokens: TokensTable;
  otps: OtpsTable;
  email_claims: EmailClaimsTable;
  push_subscriptions: PushSubscriptionsTable;
  languages: LanguagesTable;
  settings: SettingsTable;
  currencies: CurrenciesTable;
  translations: TranslationsTable;
  categories: CategoriesTable;
  parameters: ParametersTable;
  category_parameters: CategoryParametersTable;
  facilities: FacilitiesTable;
  cities: CitiesTable;
  report_reasons: ReportReasonsTable;
  properties: PropertiesTable;
  property_images: PropertyImagesTable;
  property_documents: PropertyDocumentsTable;
  property_parameters: PropertyParametersTable;
  property_facilities: PropertyFacilitiesTable;
  property_views: PropertyViewsTable;
  projects: ProjectsTable;
  project_images: ProjectImagesTable;
  project_documents: ProjectDocumentsTable;
  project_plans: ProjectPlansTable;
  favourites: UserPropertyLinkTable;
  interests: UserPropertyLinkTable;
  reports: ReportsTable;
  blocks: BlocksTable;
  chats: ChatsTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  notification_recipients: NotificationRecipientsTable;
  personalised_preferences: PersonalisedPreferencesTable;
  packages: PackagesTable;
  package_features: PackageFeaturesTable;
  package_feature_limits: PackageFeatureLimitsTable;
  payment_transactions: PaymentTransactionsTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  user_packages: UserPackagesTable;
  user_package_usage: UserPackageUsageTable;
  advertisements: AdvertisementsTable;
  search_state: SearchStateTable;
  article_categories: ArticleCategoriesTable;
  articles: ArticlesTable;
  faqs: FaqsTable;
  sliders: SlidersTable;
  homepage_sections: HomepageSectionsTable;
  seo_settings: SeoSettingsTable;
  contact_messages: ContactMessagesTable;
  verification_fields: VerificationFieldsTable;
  verification_field_options: VerificationFieldOptionsTable;
  verification_submissions: VerificationSubmissionsTable;
  verification_values: VerificationValuesTable;
  audit_log: AuditLogTable;
  place_aliases: PlaceAliasesTable;
  job_locks: JobLocksTable;
}

import type { HomepageSectionType, VerificationStatus } from '../enums';
import type { LanguageSummary } from './languages';

/** Settings answered as strings, as the admin stored them (API-CONTRACT.md §2.7); "" when unset, never absent. */
export const PUBLIC_TEXT_SETTINGS = [
  'company_name',
  'currency_symbol',
  'default_language',
  'number_with_suffix',
  'web_maintenance_mode',
  'company_tel1',
  'company_tel2',
  'company_email',
  'company_address',
  'latitude',
  'longitude',
  'system_version',
  'system_color',
  'iframe_link',
  'facebook_id',
  'instagram_id',
  'twitter_id',
  'youtube_id',
  'playstore_id',
  'appstore_id',
  'sell_background',
  'category_background',
  'sell_web_color',
  'sell_web_background_color',
  'rent_web_color',
  'rent_web_background_color',
  'about_us',
  'terms_conditions',
  'privacy_policy',
  'number_with_otp_login',
  'social_login',
  'email_password_login',
  'distance_option',
  'otp_service_provider',
  'text_property_submission',
  'auto_approve',
  'schema_for_deeplink',
  'min_radius_range',
  'max_radius_range',
  'homepage_location_alert_status',
  'stripe_publishable_key',
  'paystack_public_key',
  /** Abode's: a price rise above this percentage sends a live listing back to review (listing-edit.ts). */
  'edit_review_price_band',
  /** Abode's: the area unit of listings and of the area filter (sq_ft or sq_m). */
  'area_unit',
] as const;

/** Settings that hold a stored image: answered as absolute URLs ("" when unset). */
export const PUBLIC_IMAGE_SETTINGS = ['web_logo', 'web_footer_logo', 'web_placeholder_logo', 'web_favicon'] as const;

/** "0"/"1" settings answered as booleans. */
export const PUBLIC_BOOLEAN_SETTINGS = ['seo_settings', 'allow_cookies', 'verification_required_for_user'] as const;

export interface HomepageSection {
  id: number;
  type: HomepageSectionType | string;
  title: string;
  translated_title: string;
  sort_order: number;
  is_active: number;
}

export interface BankDetail {
  title: string;
  value: string;
}

type TextSettings = { [K in (typeof PUBLIC_TEXT_SETTINGS)[number]]: string };
type ImageSettings = { [K in (typeof PUBLIC_IMAGE_SETTINGS)[number]]: string };
type BooleanSettings = { [K in (typeof PUBLIC_BOOLEAN_SETTINGS)[number]]: boolean };

export interface WebSettings extends TextSettings, ImageSettings, BooleanSettings {
  /** "1": clients tint the icons with system_color; only when the admin wants it and every category, parameter and facility icon is an SVG file. */
  svg_clr: '0' | '1';
  selected_currency_data: { code: string; name: string; symbol: string };
  bank_details: BankDetail[];
  demo_mode: boolean;
  admin_name: string;
  admin_image: string;
  img_placeholder: string;
  /** Cheapest and dearest approved listing, major units. */
  min_price: number;
  max_price: number;
  homepage_sections: HomepageSection[];
  features_available: { premium_properties: boolean; project_access: boolean };
  languages: LanguageSummary[];
  /** Map tile URL template ({z}/{x}/{y}); "" = maps without tiles. The console's (map_tile_url), else the server's MAP_TILE_URL. */
  map_tile_url: string;
  /** HTML credit line for the tiles (MAP_TILE_ATTRIBUTION). */
  map_tile_attribution: string;
  /** With a valid bearer only. */
  verification_status?: VerificationStatus;
  is_active?: boolean;
  is_premium?: boolean;
  subscription?: boolean;
}

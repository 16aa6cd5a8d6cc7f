import type { IconName } from '../images/icons.js';
import { ABOUT_US, PRIVACY_POLICY, TERMS_CONDITIONS } from './pages.js';

// First values of the settings rows (API-CONTRACT.md §2.7 web-settings keys plus the switches
// other calls read). Only keys that are missing get inserted, so the admin's edits stay.

export const BRAND_COLOR = '#0F766E';
const OFFICE = { latitude: '25.0764', longitude: '55.1406' };

export const SETTINGS: Readonly<Record<string, string>> = {
  company_name: 'Abode',
  company_email: 'hello@abode.ae',
  company_tel1: '+971 4 123 4567',
  company_tel2: '+971 50 765 4321',
  company_address: 'Office 1204, Marina Plaza, Al Marsa Street, Dubai Marina, Dubai, United Arab Emirates',
  latitude: OFFICE.latitude,
  longitude: OFFICE.longitude,
  iframe_link: `https://www.openstreetmap.org/export/embed.html?bbox=55.1306%2C25.0714%2C55.1506%2C25.0814&layer=mapnik&marker=${OFFICE.latitude}%2C${OFFICE.longitude}`,
  facebook_id: 'https://www.facebook.com/abode.ae',
  instagram_id: 'https://www.instagram.com/abode.ae',
  twitter_id: 'https://x.com/abode_ae',
  youtube_id: 'https://www.youtube.com/@abode-ae',
  playstore_id: '',
  appstore_id: '',

  currency_code: 'AED',
  currency_symbol: 'AED',
  default_language: 'en',
  number_with_suffix: '1',
  distance_option: 'km',
  // the unit listings' areas are entered in and the area filter shows (Abode's, issue #18)
  area_unit: 'sq_ft',
  timezone: 'Asia/Dubai',
  system_version: '1.0.0',
  web_maintenance_mode: '0',
  demo_mode: '0',

  system_color: BRAND_COLOR,
  // 1: icons are tinted with system_color (web-settings answers "1" only while every icon is an SVG file)
  svg_clr: '1',
  sell_background: '#E6F4F1',
  category_background: '#F1F5F9',
  sell_web_color: '#0F766E',
  sell_web_background_color: '#CCFBF1',
  rent_web_color: '#1D4ED8',
  rent_web_background_color: '#DBEAFE',

  about_us: ABOUT_US,
  terms_conditions: TERMS_CONDITIONS,
  privacy_policy: PRIVACY_POLICY,
  text_property_submission:
    'Thank you! Your listing has been submitted. Our team reviews every listing and it will be visible to everyone once it is approved, usually within a few hours.',

  // sign-in and moderation
  number_with_otp_login: '1',
  social_login: '0',
  email_password_login: '1',
  otp_service_provider: 'twilio',
  auto_approve: '0',
  // listings of verified agents are approved at once; edits of approved listings stay approved
  auto_approve_verified_agents: '0',
  auto_approve_edited_listings: '0',
  // an owner's price rise above this percentage sends a live listing back to review (issue #18)
  edit_review_price_band: '10',
  verification_required_for_user: '0',
  // days a listing stays up before it expires and must be renewed; 0: no period (ADR 009)
  listing_period_days: '0',
  schema_for_deeplink: 'abode',

  // location helpers (km)
  min_radius_range: '1',
  max_radius_range: '100',
  homepage_location_alert_status: '1',

  seo_settings: '1',
  allow_cookies: '1',

  // payments: the bank transfer works without any gateway account; the others need keys
  stripe_publishable_key: '',
  paystack_public_key: '',
  place_api_key: '',
  stripe_gateway: '0',
  paypal_gateway: '0',
  flutterwave_status: '0',
  bank_transfer_status: '1',
  bank_details: JSON.stringify([
    { title: 'Bank name', value: 'Emirates NBD' },
    { title: 'Account name', value: 'Abode Real Estate Portal LLC' },
    { title: 'IBAN', value: 'AE07 0260 0010 1523 4567 801' },
    { title: 'SWIFT / BIC', value: 'EBILAEAD' },
  ]),
};

/** Settings whose value is a stored image, rendered from the logo mark on first start. */
export const IMAGE_SETTINGS: readonly { key: string; icon: IconName; color: string }[] = [
  { key: 'web_logo', icon: 'logo', color: BRAND_COLOR },
  { key: 'web_footer_logo', icon: 'logo', color: '#FFFFFF' },
  { key: 'web_placeholder_logo', icon: 'logo', color: '#CBD5E1' },
  { key: 'web_favicon', icon: 'logo', color: BRAND_COLOR },
];

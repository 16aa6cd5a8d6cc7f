import type { HomepageSectionType, PackageFeature } from '@abode/shared/enums';

// Site configuration the admin edits later: homepage blocks, SEO per page, packages and the
// agent verification form. The home sections' titles start as the web app's reviewed copy.

export const HOMEPAGE_SECTIONS: Readonly<Record<HomepageSectionType, { title: string; titleAr: string }>> = {
  featured_properties_section: { title: 'Featured properties', titleAr: 'عقارات مميزة' },
  categories_section: { title: 'Browse by category', titleAr: 'تصفّح حسب الفئة' },
  most_liked_properties_section: { title: 'Most liked', titleAr: 'الأكثر إعجابًا' },
  most_viewed_properties_section: { title: 'Most viewed', titleAr: 'الأكثر مشاهدة' },
  projects_section: { title: 'New projects', titleAr: 'مشاريع جديدة' },
  articles_section: { title: 'Guides and news', titleAr: 'أدلة وأخبار' },
  agents_list_section: { title: 'Meet our agents', titleAr: 'تعرّف على وكلائنا' },
  faqs_section: { title: 'Questions people ask', titleAr: 'أسئلة يطرحها الناس' },
  nearby_properties_section: { title: 'Properties near you', titleAr: 'عقارات بالقرب منك' },
  user_recommendations_section: { title: 'Recommended for you', titleAr: 'مقترحة لك' },
  premium_properties_section: { title: 'Premium properties', titleAr: 'عقارات بريميوم' },
  featured_projects_section: { title: 'Featured projects', titleAr: 'مشاريع مميزة' },
  properties_by_cities_section: { title: 'Properties by city', titleAr: 'العقارات حسب المدينة' },
  properties_on_map_section: { title: 'Explore on the map', titleAr: 'استكشف على الخريطة' },
};

const ORGANIZATION_SCHEMA = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'RealEstateAgent',
  name: 'Abode',
  email: 'hello@abode.ae',
  telephone: '+971 4 123 4567',
  address: {
    '@type': 'PostalAddress',
    streetAddress: 'Office 1204, Marina Plaza, Al Marsa Street, Dubai Marina',
    addressLocality: 'Dubai',
    addressCountry: 'AE',
  },
  areaServed: 'United Arab Emirates',
});

/** Titles at most 60 characters, descriptions 50–160 (SPEC §5). */
export const SEO_PAGES: readonly { page: string; title: string; description: string; keywords: string; schema_markup?: string }[] = [
  {
    page: 'homepage',
    title: 'Abode — Property for Sale and Rent in the UAE',
    description: 'Find apartments, villas, offices and new projects for sale and rent in Dubai, Abu Dhabi and across the UAE, with real photos, prices and maps.',
    keywords: 'property UAE, real estate Dubai, apartments for rent, villas for sale, new projects',
    schema_markup: ORGANIZATION_SCHEMA,
  },
  {
    page: 'properties',
    title: 'Properties for Sale and Rent | Abode',
    description: 'Browse thousands of verified listings across the UAE. Filter by price, bedrooms, location and amenities to find the right home or business space.',
    keywords: 'properties for sale, properties for rent, UAE real estate, apartments, villas',
  },
  {
    page: 'properties-on-map',
    title: 'Property Map Search | Abode',
    description: 'Search properties on the map: zoom into any neighbourhood in the UAE and see every listing for sale or rent with its price at a glance.',
    keywords: 'map search, property map, homes near me, UAE neighbourhoods',
  },
  {
    page: 'categories',
    title: 'Property Types — Apartments, Villas and More | Abode',
    description: 'Explore apartments, villas, townhouses, penthouses, offices, shops, land and warehouses for sale and rent across the United Arab Emirates.',
    keywords: 'property types, apartments, villas, townhouses, offices, warehouses',
  },
  {
    page: 'projects',
    title: 'New Projects and Off-Plan Developments | Abode',
    description: 'Discover upcoming and under-construction projects in the UAE with floor plans, payment details and locations straight from the developers.',
    keywords: 'off-plan, new projects, developments Dubai, under construction, floor plans',
  },
  {
    page: 'agents',
    title: 'Real Estate Agents in the UAE | Abode',
    description: 'Meet verified real estate agents in Dubai, Abu Dhabi and beyond. See their listings, areas of expertise and contact them directly on Abode.',
    keywords: 'real estate agents, verified agents, property brokers Dubai, RERA agents',
  },
  {
    page: 'articles',
    title: 'Property Guides, News and Market Insights | Abode',
    description: 'Guides to buying, renting and investing in UAE property, plus market insights and neighbourhood reviews from the Abode team.',
    keywords: 'property guides, real estate news, market insights, renting in Dubai, buying guide',
  },
  {
    page: 'faqs',
    title: 'Frequently Asked Questions | Abode',
    description: 'Answers to common questions about buying, renting and listing property on Abode, packages, payments, agent verification and your account.',
    keywords: 'FAQ, help, property questions, Abode support',
  },
  {
    page: 'mortgage-calculator',
    title: 'Mortgage Calculator | Abode',
    description: 'Work out your monthly mortgage payment, total interest and a year-by-year repayment schedule for any property price and down payment.',
    keywords: 'mortgage calculator, home loan UAE, monthly payment, interest rate',
  },
  {
    page: 'subscription-plan',
    title: 'Packages for Owners and Agents | Abode',
    description: 'Compare Abode packages: list more properties and projects, feature your listings at the top of search results and unlock premium tools.',
    keywords: 'listing packages, featured listings, agent subscription, advertise property',
  },
  {
    page: 'about-us',
    title: 'About Abode',
    description: 'Abode is a UAE property marketplace that connects buyers, tenants, owners, agents and developers with honest, moderated listings.',
    keywords: 'about Abode, property marketplace, UAE real estate portal',
  },
  {
    page: 'contact-us',
    title: 'Contact Abode',
    description: 'Questions about a listing, your account or our packages? Write to the Abode team or visit our office in Dubai Marina. We reply within one working day.',
    keywords: 'contact, support, Abode office Dubai Marina',
  },
  {
    page: 'privacy-policy',
    title: 'Privacy Policy | Abode',
    description: 'How Abode collects, uses and protects your personal data, what other users can see, and how to exercise your privacy rights.',
    keywords: 'privacy policy, personal data, cookies',
  },
  {
    page: 'terms-and-conditions',
    title: 'Terms and Conditions | Abode',
    description: 'The terms that apply when you use Abode to search, list, advertise or buy packages, including listing rules, payments and liability.',
    keywords: 'terms and conditions, listing rules, user agreement',
  },
];

export const PACKAGE_FEATURE_NAMES_AR: Readonly<Record<PackageFeature, string>> = {
  property_list: 'إضافة العقارات',
  property_feature: 'تمييز العقارات',
  project_list: 'إضافة المشاريع',
  project_feature: 'تمييز المشاريع',
  mortgage_calculator_detail: 'تفاصيل حاسبة الرهن العقاري',
  premium_properties: 'العقارات البريميوم',
  project_access: 'الوصول إلى المشاريع',
};

type FeatureLimit = number | 'unlimited';

export interface PackageSeed {
  name: string;
  nameAr: string;
  type: 'free' | 'paid';
  /** AED minor units. */
  price: number;
  durationHours: number;
  iosProductId: string | null;
  features: Partial<Record<PackageFeature, FeatureLimit>>;
}

const DAY = 24;

export const PACKAGES: readonly PackageSeed[] = [
  {
    name: 'Free trial',
    nameAr: 'تجربة مجانية',
    type: 'free',
    price: 0,
    durationHours: 30 * DAY,
    iosProductId: null,
    features: { property_list: 3, property_feature: 1, mortgage_calculator_detail: 'unlimited' },
  },
  {
    name: 'Basic',
    nameAr: 'الأساسية',
    type: 'paid',
    price: 199_00,
    durationHours: 30 * DAY,
    iosProductId: 'ae.abode.basic.monthly',
    features: { property_list: 15, property_feature: 3, project_list: 1, mortgage_calculator_detail: 'unlimited', project_access: 'unlimited' },
  },
  {
    name: 'Pro',
    nameAr: 'الاحترافية',
    type: 'paid',
    price: 499_00,
    durationHours: 90 * DAY,
    iosProductId: 'ae.abode.pro.quarterly',
    features: {
      property_list: 60,
      property_feature: 15,
      project_list: 5,
      project_feature: 2,
      mortgage_calculator_detail: 'unlimited',
      premium_properties: 'unlimited',
      project_access: 'unlimited',
    },
  },
  {
    name: 'Enterprise',
    nameAr: 'المؤسسات',
    type: 'paid',
    price: 1_499_00,
    durationHours: 365 * DAY,
    iosProductId: 'ae.abode.enterprise.yearly',
    features: {
      property_list: 'unlimited',
      property_feature: 100,
      project_list: 'unlimited',
      project_feature: 25,
      mortgage_calculator_detail: 'unlimited',
      premium_properties: 'unlimited',
      project_access: 'unlimited',
    },
  },
];

export interface VerificationFieldSeed {
  name: string;
  type: 'text' | 'number' | 'textarea' | 'radio' | 'dropdown' | 'checkbox' | 'file';
  required: boolean;
  options?: readonly string[];
  nameAr: string;
  /** Arabic options, in the order of `options`. */
  optionsAr?: readonly string[];
}

export const VERIFICATION_FIELDS: readonly VerificationFieldSeed[] = [
  { name: 'Full name as on Emirates ID', nameAr: 'الاسم الكامل كما في الهوية الإماراتية', type: 'text', required: true },
  { name: 'Emirates ID number', nameAr: 'رقم الهوية الإماراتية', type: 'text', required: true },
  { name: 'Broker licence (BRN) number', nameAr: 'رقم رخصة الوسيط (BRN)', type: 'number', required: true },
  { name: 'Agency name', nameAr: 'اسم الوكالة', type: 'text', required: false },
  {
    name: 'Years of experience',
    nameAr: 'سنوات الخبرة',
    type: 'dropdown',
    required: true,
    options: ['Less than 1 year', '1–3 years', '3–5 years', '5–10 years', 'More than 10 years'],
    optionsAr: ['أقل من سنة', '1–3 سنوات', '3–5 سنوات', '5–10 سنوات', 'أكثر من 10 سنوات'],
  },
  {
    name: 'Specialisation',
    nameAr: 'التخصص',
    type: 'checkbox',
    required: false,
    options: ['Residential sales', 'Residential leasing', 'Commercial', 'Off-plan', 'Land and plots'],
    optionsAr: ['بيع العقارات السكنية', 'تأجير العقارات السكنية', 'العقارات التجارية', 'على الخريطة', 'الأراضي والقطع'],
  },
  {
    name: 'Preferred contact method',
    nameAr: 'طريقة التواصل المفضلة',
    type: 'radio',
    required: false,
    options: ['Phone', 'Email', 'WhatsApp'],
    optionsAr: ['الهاتف', 'البريد الإلكتروني', 'واتساب'],
  },
  { name: 'About your work', nameAr: 'نبذة عن عملك', type: 'textarea', required: false },
  { name: 'Emirates ID (front)', nameAr: 'الهوية الإماراتية (الوجه الأمامي)', type: 'file', required: true },
  { name: 'Broker licence card', nameAr: 'بطاقة رخصة الوسيط', type: 'file', required: false },
];

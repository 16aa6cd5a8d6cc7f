import type { ParameterType } from '@abode/shared/enums';
import type { ListingKind } from '../../core/geo/uae.js';
import type { IconName } from '../images/icons.js';

// The listing catalogue: categories with their ordered parameters, and the "near by places"
// facilities. Arabic names become rows of the translations table.

export type ParameterKey =
  | 'bedrooms'
  | 'bathrooms'
  | 'area'
  | 'plotArea'
  | 'furnishing'
  | 'parking'
  | 'floor'
  | 'buildingName'
  | 'maidRoom'
  | 'pets'
  | 'completion'
  | 'amenities'
  | 'view'
  | 'fitOut'
  | 'zoning'
  | 'permittedHeight'
  | 'ceilingHeight'
  | 'loadingBays'
  | 'power'
  | 'floorPlan';

export interface ParameterSeed {
  name: string;
  nameAr: string;
  type: ParameterType;
  options?: readonly string[];
  optionsAr?: readonly string[];
  required?: boolean;
  icon: IconName;
}

const YES_NO = ['Yes', 'No'] as const;
const YES_NO_AR = ['نعم', 'لا'] as const;

export const AMENITIES = [
  'Balcony',
  'Private pool',
  'Shared pool',
  'Gym',
  'Built-in wardrobes',
  'Central A/C',
  'Covered parking',
  'Concierge',
  '24-hour security',
  "Children's play area",
  'Private garden',
  'Study',
  'Storage room',
  'Pantry',
  'Meeting rooms',
] as const;
export type Amenity = (typeof AMENITIES)[number];

const AMENITIES_AR = [
  'شرفة',
  'مسبح خاص',
  'مسبح مشترك',
  'نادٍ رياضي',
  'خزائن مدمجة',
  'تكييف مركزي',
  'موقف مغطى',
  'خدمة الكونسيرج',
  'أمن على مدار الساعة',
  'منطقة ألعاب للأطفال',
  'حديقة خاصة',
  'غرفة مكتب',
  'غرفة تخزين',
  'مطبخ تحضيري',
  'قاعات اجتماعات',
] as const;

export const PARAMETERS: Readonly<Record<ParameterKey, ParameterSeed>> = {
  bedrooms: { name: 'Bedrooms', nameAr: 'غرف النوم', type: 'number', icon: 'bedroom' },
  bathrooms: { name: 'Bathrooms', nameAr: 'الحمامات', type: 'number', icon: 'bathroom' },
  area: { name: 'Area (sq ft)', nameAr: 'المساحة (قدم مربع)', type: 'number', required: true, icon: 'area' },
  plotArea: { name: 'Plot area (sq ft)', nameAr: 'مساحة الأرض (قدم مربع)', type: 'number', icon: 'land' },
  furnishing: {
    name: 'Furnishing',
    nameAr: 'التأثيث',
    type: 'dropdown',
    options: ['Furnished', 'Semi-furnished', 'Unfurnished'],
    optionsAr: ['مفروش', 'مفروش جزئياً', 'غير مفروش'],
    icon: 'furnished',
  },
  parking: {
    name: 'Parking',
    nameAr: 'المواقف',
    type: 'radiobutton',
    options: ['None', '1 space', '2 spaces', '3+ spaces'],
    optionsAr: ['لا يوجد', 'موقف واحد', 'موقفان', '3 مواقف أو أكثر'],
    icon: 'parking',
  },
  floor: { name: 'Floor number', nameAr: 'رقم الطابق', type: 'number', icon: 'floor' },
  buildingName: { name: 'Building or community', nameAr: 'المبنى أو المجمع', type: 'textbox', icon: 'apartment' },
  maidRoom: { name: "Maid's room", nameAr: 'غرفة خادمة', type: 'radiobutton', options: YES_NO, optionsAr: YES_NO_AR, icon: 'maid' },
  pets: { name: 'Pets allowed', nameAr: 'يسمح بالحيوانات الأليفة', type: 'radiobutton', options: YES_NO, optionsAr: YES_NO_AR, icon: 'pets' },
  completion: {
    name: 'Completion status',
    nameAr: 'حالة الإنجاز',
    type: 'radiobutton',
    options: ['Ready', 'Off-plan'],
    optionsAr: ['جاهز', 'على الخريطة'],
    icon: 'house',
  },
  amenities: { name: 'Amenities', nameAr: 'المرافق', type: 'checkbox', options: AMENITIES, optionsAr: AMENITIES_AR, icon: 'pool' },
  view: { name: 'Description of view', nameAr: 'وصف الإطلالة', type: 'textarea', icon: 'view' },
  fitOut: {
    name: 'Fit-out',
    nameAr: 'التجهيز',
    type: 'dropdown',
    options: ['Shell and core', 'Fitted', 'Furnished'],
    optionsAr: ['هيكل أساسي', 'مجهز', 'مفروش'],
    icon: 'office',
  },
  zoning: {
    name: 'Zoning',
    nameAr: 'تصنيف الأرض',
    type: 'dropdown',
    options: ['Residential', 'Commercial', 'Mixed use', 'Industrial', 'Agricultural'],
    optionsAr: ['سكني', 'تجاري', 'متعدد الاستخدامات', 'صناعي', 'زراعي'],
    icon: 'land',
  },
  permittedHeight: { name: 'Permitted height', nameAr: 'الارتفاع المسموح', type: 'textbox', icon: 'floor' },
  ceilingHeight: { name: 'Clear height (m)', nameAr: 'الارتفاع الصافي (م)', type: 'number', icon: 'warehouse' },
  loadingBays: { name: 'Loading bays', nameAr: 'أرصفة التحميل', type: 'number', icon: 'warehouse' },
  power: { name: 'Power supply (kW)', nameAr: 'القدرة الكهربائية (كيلوواط)', type: 'number', icon: 'warehouse' },
  floorPlan: { name: 'Floor plan', nameAr: 'مخطط الطابق', type: 'file', icon: 'floor' },
};

export interface CategorySeed {
  kind: ListingKind;
  name: string;
  nameAr: string;
  /** Plural noun for titles and SEO text. */
  plural: string;
  icon: IconName;
  parameters: readonly ParameterKey[];
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    kind: 'apartment',
    name: 'Apartment',
    nameAr: 'شقة',
    plural: 'apartments',
    icon: 'apartment',
    parameters: ['bedrooms', 'bathrooms', 'area', 'furnishing', 'parking', 'floor', 'buildingName', 'completion', 'pets', 'amenities', 'view', 'floorPlan'],
  },
  {
    kind: 'villa',
    name: 'Villa',
    nameAr: 'فيلا',
    plural: 'villas',
    icon: 'villa',
    parameters: ['bedrooms', 'bathrooms', 'area', 'plotArea', 'furnishing', 'parking', 'maidRoom', 'buildingName', 'completion', 'pets', 'amenities', 'view', 'floorPlan'],
  },
  {
    kind: 'townhouse',
    name: 'Townhouse',
    nameAr: 'تاون هاوس',
    plural: 'townhouses',
    icon: 'townhouse',
    parameters: ['bedrooms', 'bathrooms', 'area', 'plotArea', 'furnishing', 'parking', 'maidRoom', 'buildingName', 'completion', 'pets', 'amenities', 'floorPlan'],
  },
  {
    kind: 'penthouse',
    name: 'Penthouse',
    nameAr: 'بنتهاوس',
    plural: 'penthouses',
    icon: 'penthouse',
    parameters: ['bedrooms', 'bathrooms', 'area', 'furnishing', 'parking', 'floor', 'maidRoom', 'buildingName', 'completion', 'amenities', 'view', 'floorPlan'],
  },
  {
    kind: 'office',
    name: 'Office',
    nameAr: 'مكتب',
    plural: 'offices',
    icon: 'office',
    parameters: ['area', 'fitOut', 'parking', 'floor', 'buildingName', 'amenities', 'view', 'floorPlan'],
  },
  {
    kind: 'shop',
    name: 'Shop',
    nameAr: 'محل تجاري',
    plural: 'shops',
    icon: 'shop',
    parameters: ['area', 'fitOut', 'parking', 'buildingName', 'amenities', 'floorPlan'],
  },
  {
    kind: 'land',
    name: 'Land',
    nameAr: 'أرض',
    plural: 'plots of land',
    icon: 'land',
    parameters: ['plotArea', 'zoning', 'permittedHeight', 'view'],
  },
  {
    kind: 'warehouse',
    name: 'Warehouse',
    nameAr: 'مستودع',
    plural: 'warehouses',
    icon: 'warehouse',
    parameters: ['area', 'plotArea', 'ceilingHeight', 'loadingBays', 'power', 'parking', 'amenities', 'floorPlan'],
  },
];

export const FACILITIES: readonly { name: string; nameAr: string; icon: IconName }[] = [
  { name: 'School', nameAr: 'مدرسة', icon: 'school' },
  { name: 'Hospital', nameAr: 'مستشفى', icon: 'hospital' },
  { name: 'Mall', nameAr: 'مركز تسوق', icon: 'mall' },
  { name: 'Metro', nameAr: 'مترو', icon: 'metro' },
  { name: 'Airport', nameAr: 'مطار', icon: 'airport' },
  { name: 'Beach', nameAr: 'شاطئ', icon: 'beach' },
  { name: 'Park', nameAr: 'حديقة', icon: 'park' },
  { name: 'Mosque', nameAr: 'مسجد', icon: 'mosque' },
  { name: 'Gym', nameAr: 'نادٍ رياضي', icon: 'gym' },
  { name: 'Restaurant', nameAr: 'مطعم', icon: 'restaurant' },
  { name: 'Bank', nameAr: 'بنك', icon: 'bank' },
  { name: 'Pharmacy', nameAr: 'صيدلية', icon: 'pharmacy' },
];

export const REPORT_REASONS: readonly { reason: string; reasonAr: string }[] = [
  { reason: 'The price is wrong or misleading', reasonAr: 'السعر خاطئ أو مضلل' },
  { reason: 'The property is already sold or rented', reasonAr: 'العقار مباع أو مؤجر بالفعل' },
  { reason: 'The photos do not match the property', reasonAr: 'الصور لا تطابق العقار' },
  { reason: 'The location on the map is wrong', reasonAr: 'الموقع على الخريطة غير صحيح' },
  { reason: 'This is a duplicate listing', reasonAr: 'هذا إعلان مكرر' },
  { reason: 'Suspected fraud or scam', reasonAr: 'اشتباه في احتيال' },
  { reason: 'The advertiser did not respond', reasonAr: 'المعلن لم يرد' },
  { reason: 'Offensive or inappropriate content', reasonAr: 'محتوى مسيء أو غير لائق' },
];

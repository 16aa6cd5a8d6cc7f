import { toMajorUnits } from '@abode/shared/format/money';
import {
  type BankDetail,
  PUBLIC_BOOLEAN_SETTINGS,
  PUBLIC_IMAGE_SETTINGS,
  PUBLIC_TEXT_SETTINGS,
  type WebSettings,
} from '@abode/shared/schemas/settings';
import type { Storage } from '../../core/media/storage.js';
import type { LanguagesService } from '../languages/languages.service.js';
import type { PackagesService } from '../packages/packages.service.js';
import { type MapTileConfig, tilesFrom } from './map-tiles.js';
import type { SettingsRepo } from './settings.repo.js';

/** Who stands behind the company's own listings (user_id NULL, added_by 0 on the wire). */
export interface CompanyContact {
  name: string;
  email: string;
  mobile: string;
  /** Absolute URL of the admin's picture, else the site logo. */
  profile: string;
}

const DEFAULT_CURRENCY = { code: 'USD', name: 'US Dollar', symbol: '$' };

function parseBankDetails(json: string | undefined): BankDetail[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item: unknown) => {
      if (!item || typeof item !== 'object') return [];
      const { title, value: detail } = item as Record<string, unknown>;
      return typeof title === 'string' && typeof detail === 'string' ? [{ title, value: detail }] : [];
    });
  } catch {
    return [];
  }
}

export function createSettingsService(deps: {
  repo: SettingsRepo;
  storage: Storage;
  languages: LanguagesService;
  packages: PackagesService;
  /** The server's tiles (MAP_TILE_URL / MAP_TILE_ATTRIBUTION), when the console sets none. */
  mapTiles?: MapTileConfig;
}) {
  const { repo, storage, languages, packages, mapTiles: serverTiles = { url: '', attribution: '' } } = deps;

  return {
    /** web-settings: the public settings plus, for a logged-in user, their account state. */
    async webSettings(userId: number | null, contentLanguage: string | undefined): Promise<WebSettings> {
      const now = new Date().toISOString();
      const [settings, prices, admin, sections, languageList, account, icons] = await Promise.all([
        repo.all(),
        repo.priceRange(now),
        repo.firstAdmin(),
        repo.homepageSections(),
        languages.listActive(),
        userId === null ? null : Promise.all([repo.userState(userId), packages.entitlements(userId)]),
        repo.iconFormats(),
      ]);
      const currencyCode = settings.get('currency_code') ?? DEFAULT_CURRENCY.code;
      const [currency, translations] = await Promise.all([
        repo.currency(currencyCode),
        languages.translations(contentLanguage, { homepage_section: sections.map((s) => s.id) }),
      ]);

      // every key the contract lists is there, "" when unset: clients read them without checking
      const text = Object.fromEntries(PUBLIC_TEXT_SETTINGS.map((key) => [key, settings.get(key) ?? ''])) as Record<(typeof PUBLIC_TEXT_SETTINGS)[number], string>;
      const images = Object.fromEntries(PUBLIC_IMAGE_SETTINGS.map((key) => [key, storage.url(settings.get(key))])) as Record<(typeof PUBLIC_IMAGE_SETTINGS)[number], string>;
      // clients draw tinted icons as inline SVG: a WebP or PNG icon with svg_clr "1" shows nothing
      const allSvg = icons.icons > 0 && icons.svg === icons.icons;
      const booleans = Object.fromEntries(PUBLIC_BOOLEAN_SETTINGS.map((key) => [key, settings.get(key) === '1']));
      const features = account?.[1].features ?? new Set<string>();
      const tiles = tilesFrom(settings, serverTiles);

      const result: WebSettings = {
        ...text,
        ...images,
        ...(booleans as Record<(typeof PUBLIC_BOOLEAN_SETTINGS)[number], boolean>),
        svg_clr: settings.get('svg_clr') === '1' && allSvg ? '1' : '0',
        selected_currency_data: currency ?? { ...DEFAULT_CURRENCY, code: currencyCode },
        bank_details: parseBankDetails(settings.get('bank_details')),
        demo_mode: settings.get('demo_mode') === '1',
        admin_name: admin?.name || 'Admin',
        admin_image: storage.url(admin?.profile),
        img_placeholder: storage.url(settings.get('web_placeholder_logo')),
        min_price: toMajorUnits({ minor: prices?.min ?? 0 }),
        max_price: toMajorUnits({ minor: prices?.max ?? 0 }),
        homepage_sections: sections.map((s) => ({
          id: s.id,
          type: s.type,
          title: s.title,
          translated_title: translations.text('homepage_section', s.id, 'title', s.title),
          sort_order: s.sort_order,
          is_active: s.is_active,
        })),
        features_available: { premium_properties: features.has('premium_properties'), project_access: features.has('project_access') },
        languages: languageList,
        map_tile_url: tiles.url,
        map_tile_attribution: tiles.attribution,
      };
      const user = account?.[0];
      if (account && user) {
        result.verification_status = user.verification_status;
        result.is_active = user.is_active === 1;
        result.is_premium = features.has('premium_properties');
        result.subscription = account[1].hasPackage;
      }
      return result;
    },

    /** The home page sections as the admin set them (homepage-data leaves out those switched off). */
    homepageSections() {
      return repo.homepageSections();
    },

    /** One setting's raw value (switches are "0"/"1"). */
    value(key: string): Promise<string | undefined> {
      return repo.value(key);
    },

    /** The site's name, for mail and SMS texts. */
    async companyName(): Promise<string> {
      return (await repo.value('company_name')) || 'Abode';
    },

    async company(): Promise<CompanyContact> {
      const [settings, admin] = await Promise.all([repo.all(), repo.firstAdmin()]);
      return {
        name: 'Admin',
        email: settings.get('company_email') ?? '',
        mobile: settings.get('company_tel1') ?? '',
        profile: storage.url(admin?.profile || settings.get('web_logo')),
      };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;

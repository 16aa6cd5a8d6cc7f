import { MSG } from '@abode/shared/messages';
import { EDITABLE_SETTINGS, type SettingsInput } from '@abode/shared/schemas/admin';
import { SITE_IMAGE_SETTINGS, type SiteImageSetting } from '@abode/shared/schemas/admin-site';
import { type AdminHomeSection, CONTENT_PAGES, type ContentPage, type HomeSectionsInput } from '@abode/shared/schemas/admin-content';
import { sanitiseHtml } from '../../core/html/sanitise-html.js';
import { badRequest } from '../../core/http/errors.js';
import type { UploadedFile } from '../../core/http/uploaded-file.js';
import type { ImageEncoder } from '../../core/media/image-encode.js';
import { replaceImage } from '../../core/media/replace-image.js';
import type { Storage } from '../../core/media/storage.js';
import type { SettingsAdminRepo } from './settings-admin.repo.js';

interface Actor {
  id: number;
  ip: string;
}

export function createSettingsAdminService(deps: {
  repo: SettingsAdminRepo;
  media: { storage: Storage; encoder: ImageEncoder };
  /** After a change: what keeps settings in memory reads them again (the map tiles of the CSP). */
  onChange?: () => Promise<void>;
}) {
  const { repo, media } = deps;

  /** Writes the keys whose value changes; the audit row keeps only those, before and after. */
  async function save(actor: Actor, wanted: Record<string, string>, action: string) {
    const current = await repo.values(Object.keys(wanted));
    const changed = Object.fromEntries(Object.entries(wanted).filter(([key, value]) => current.get(key) !== value));
    if (Object.keys(changed).length === 0) return;
    const before = Object.fromEntries(Object.keys(changed).map((key) => [key, current.get(key) ?? null]));
    await repo.save(changed, { actorId: actor.id, action, entity: 'settings', before, after: changed, ip: actor.ip });
    await deps.onChange?.();
  }

  return {
    /** The settings the console edits, demo mode, and the site images as URLs ("" when unset). */
    async get(): Promise<Record<string, string>> {
      const values = await repo.values([...EDITABLE_SETTINGS, 'demo_mode', ...SITE_IMAGE_SETTINGS]);
      return {
        ...Object.fromEntries([...EDITABLE_SETTINGS, 'demo_mode'].map((key) => [key, values.get(key) ?? ''])),
        ...Object.fromEntries(SITE_IMAGE_SETTINGS.map((key) => [key, media.storage.url(values.get(key))])),
      };
    },

    async update(actor: Actor, input: SettingsInput) {
      const wanted = Object.fromEntries(Object.entries(input).filter((entry): entry is [string, string] => entry[1] !== undefined));
      if (wanted.currency_code !== undefined && !(await repo.currencyExists(wanted.currency_code))) throw badRequest(MSG.currencyUnknown);
      // the credit line is drawn as HTML by the maps (Leaflet): links only, sanitised once, here
      if (wanted.map_tile_attribution) wanted.map_tile_attribution = await sanitiseHtml(wanted.map_tile_attribution);
      await save(actor, wanted, 'update');
    },

    /** A logo, the favicon or the placeholder: stored through the image pipeline, the replaced one removed; audited. */
    async saveImage(actor: Actor, key: SiteImageSetting, upload: UploadedFile | undefined): Promise<string> {
      if (!upload) throw badRequest(MSG.siteImageRequired);
      const previous = (await repo.values([key])).get(key) ?? '';
      // a logo is wide and short, a favicon small: the pipeline's usual 120 px minimum would refuse them
      const stored = await replaceImage(media, upload, { folder: 'site', previous, minSize: 16 }, async (newKey) => {
        await repo.save({ [key]: newKey! }, { actorId: actor.id, action: 'update_image', entity: 'settings', before: { [key]: previous || null }, after: { [key]: newKey! }, ip: actor.ip });
        return newKey!;
      });
      return media.storage.url(stored);
    },

    async setDemoMode(actor: Actor, on: boolean) {
      await save(actor, { demo_mode: on ? '1' : '0' }, on ? 'demo_on' : 'demo_off');
    },

    /** The about, privacy and terms pages (content.manage): HTML in settings rows. */
    async pages(): Promise<Record<ContentPage, string>> {
      const values = await repo.values(CONTENT_PAGES);
      return Object.fromEntries(CONTENT_PAGES.map((page) => [page, values.get(page) ?? ''])) as Record<ContentPage, string>;
    },

    /** Sanitised on save (ADR 032); settings move the answers' version (0018): the page shows it on the next request. */
    async savePage(actor: Actor, page: ContentPage, html: string) {
      await save(actor, { [page]: await sanitiseHtml(html) }, 'update_page');
    },

    async sections(): Promise<AdminHomeSection[]> {
      return (await repo.sections()).map((s) => ({ ...s, is_active: s.is_active === 1 }));
    },

    /** Titles, order and switches of the sections sent (ids that are not sections are refused); audited before/after. */
    async saveSections(actor: Actor, input: HomeSectionsInput) {
      const current = new Map((await repo.sections()).map((s) => [s.id, s]));
      if (input.sections.some((s) => !current.has(s.id)) || new Set(input.sections.map((s) => s.id)).size !== input.sections.length) throw badRequest(MSG.invalidInput);
      const wanted = input.sections.map((s) => ({ id: s.id, title: s.title, sort_order: s.sort_order, is_active: s.is_active ? 1 : 0 }));
      const changed = wanted.filter((s) => {
        const was = current.get(s.id)!;
        return was.title !== s.title || was.sort_order !== s.sort_order || was.is_active !== s.is_active;
      });
      if (changed.length === 0) return;
      const before = changed.map((s) => current.get(s.id)!);
      await repo.saveSections(changed, { actorId: actor.id, action: 'update', entity: 'homepage_section', before, after: changed, ip: actor.ip });
    },
  };
}
export type SettingsAdminService = ReturnType<typeof createSettingsAdminService>;

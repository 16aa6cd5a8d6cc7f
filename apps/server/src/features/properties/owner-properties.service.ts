import type { RequestStatus } from '@abode/shared/enums';
import { toMinorUnits } from '@abode/shared/format/money';
import { MSG } from '@abode/shared/messages';
import {
  type AddedPropertiesQuery,
  CLEARABLE_PROPERTY_FIELDS,
  type GallerySlot,
  type InterestedUser,
  LISTING_MSG,
  type ParameterInput,
  type PropertyInput,
  type UpdatePropertyInput,
} from '@abode/shared/schemas/listings';
import type { Property } from '@abode/shared/schemas/properties';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PropertiesTable } from '../../core/db/schema.js';
import { ApiError, badRequest, notFound } from '../../core/http/errors.js';
import { isUploadedFile } from '../../core/http/uploaded-file.js';
import type { ImageEncoder } from '../../core/media/image-encode.js';
import type { Storage } from '../../core/media/storage.js';
import { parseStringList } from '../categories/parameter.mapper.js';
import type { PropertiesService } from './properties.service.js';
import { phoneNumber, postedOn } from './property.mapper.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { ListingExpiry } from './listing-expiry.js';
import { StagedMedia } from './listing-media.js';
import type { ListingOwner, ListingRules } from './listing-rules.js';
import type { StoredImage } from '../../core/db/listing-writes.js';
import type { OwnerPropertiesRepo, PropertyChildren } from './owner-properties.repo.js';
import { materialChanges, priceBandOf, type ListingFacts } from '@abode/shared/listing-edit';

export const PROPERTY_NOT_FOUND = 'Property Not Found';
const SIMILAR_OWN = 10;
const DEFAULT_CURRENCY = 'AED';

type PropertyRecord = NonNullable<Awaited<ReturnType<OwnerPropertiesRepo['ownedProperty']>>>;
type CategoryParameter = NonNullable<Awaited<ReturnType<OwnerPropertiesRepo['categoryWithParameters']>>>['parameters'][number];

/** The owner's view of a listing: the full shape plus review and audience details. */
export interface OwnedProperty extends Omit<Property, 'interested_users'> {
  reject_reason: string;
  post_created: string;
  is_feature_available: boolean;
  interested_users: { id: number; name: string; profile: string }[];
  /** Its package or listing period has ended: hidden from visitors until renewed (renew-property). */
  is_expired: boolean;
  /** When it expired or will expire; null when no end is set. */
  expires_at: string | null;
}

/** An own listing in the promoted view of get-added-properties. */
export type AdvertisedProperty = Pick<Property, 'id' | 'slug_id' | 'property_type' | 'title' | 'city' | 'state' | 'country' | 'price' | 'title_image' | 'category'> & {
  advertisement_id: number;
  advertisement_status: number;
  advertisement_type: string;
};


/** A parameter value as stored: text, a JSON list for checkboxes; files are stored by the caller. */
function parameterText(parameter: CategoryParameter, value: unknown): string {
  const options = parseStringList(parameter.type_values);
  const label = parameter.name;
  if (parameter.type_of_parameter === 'checkbox') {
    const chosen = (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((v) => v.trim()).filter(Boolean);
    const unknown = chosen.find((c) => options.length > 0 && !options.includes(c));
    if (unknown !== undefined) throw badRequest(`${label}: "${unknown}" is not one of its options`);
    return JSON.stringify(chosen);
  }
  if (typeof value !== 'string') throw badRequest(`${label} must be text`);
  const text = value.trim();
  if (text.length > 2000) throw badRequest(`${label} must be at most 2000 characters`);
  if (parameter.type_of_parameter === 'number' && text !== '' && !Number.isFinite(Number(text))) throw badRequest(`${label} must be a number`);
  if ((parameter.type_of_parameter === 'dropdown' || parameter.type_of_parameter === 'radiobutton') && text !== '' && options.length > 0 && !options.includes(text)) {
    throw badRequest(`${label}: "${text}" is not one of its options`);
  }
  return text;
}

/**
 * The whole gallery order after an edit: the requested slots, then the kept images it does not
 * list (in their order), then the new files it does not list. Removed images may be listed.
 */
function galleryOrder(requested: readonly GallerySlot[] | undefined, kept: readonly number[], removed: readonly number[], newCount: number): GallerySlot[] | undefined {
  if (!requested) return undefined;
  const listed = requested.filter((slot) => !('id' in slot && removed.includes(slot.id)));
  for (const slot of listed) {
    if ('id' in slot && !kept.includes(slot.id)) throw badRequest(`gallery_order: image ${slot.id} is not in this listing's gallery`);
    if ('newIndex' in slot && slot.newIndex >= newCount) throw badRequest(`gallery_order: there is no new gallery image ${slot.newIndex}`);
  }
  const keyOf = (slot: GallerySlot) => ('id' in slot ? `id:${slot.id}` : `new:${slot.newIndex}`);
  const listedKeys = new Set(listed.map(keyOf));
  const rest: GallerySlot[] = [...kept.map((id) => ({ id })), ...Array.from({ length: newCount }, (_, newIndex) => ({ newIndex }))];
  return [...listed, ...rest.filter((slot) => !listedKeys.has(keyOf(slot)))];
}

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The facts an edit is weighed on (packages/shared listing-edit.ts), from a stored row. */
function factsOf(row: Pick<Selectable<PropertiesTable>, 'title' | 'description' | 'category_id' | 'price' | 'latitude' | 'longitude' | 'address' | 'city'>): ListingFacts {
  return {
    title: row.title,
    description: row.description,
    categoryId: row.category_id,
    price: Number(row.price) / 100,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    city: row.city,
  };
}

export function createOwnerPropertiesService(deps: {
  repo: OwnerPropertiesRepo;
  storage: Storage;
  /** where chat files of the listing's conversations live (they go with it) */
  privateStorage: Storage;
  imageEncoder: ImageEncoder;
  properties: PropertiesService;
  settings: SettingsService;
  rules: ListingRules;
  expiry: ListingExpiry;
}) {
  const { repo, storage, privateStorage, imageEncoder, properties, settings, rules, expiry } = deps;

  /** The listings this account reaches: its own, or the site's and any by id for the admin. */
  async function ownerOf(userId: number): Promise<ListingOwner> {
    return (await rules.actsForSite(userId)) ? 'site' : userId;
  }

  async function owned(id: number, userId: number): Promise<PropertyRecord> {
    const row = await repo.ownedProperty(id, await ownerOf(userId));
    if (!row) throw notFound(PROPERTY_NOT_FOUND);
    return row;
  }

  /**
   * Checks the parameters against the category and stores their files; `existing` are the values
   * the listing already has (an edit need not send them again). On edit (`given` defined there),
   * a parameter sent with an empty value is cleared, and an empty list clears them all.
   */
  async function parameterValues(
    categoryId: number,
    given: readonly ParameterInput[],
    existing: ReadonlyMap<number, string>,
    media: StagedMedia,
    editing: { clearAll: boolean } | undefined = undefined,
  ): Promise<Pick<PropertyChildren, 'parameters' | 'clearParameterIds'>> {
    const category = await repo.categoryWithParameters(categoryId);
    if (!category) throw badRequest('Category not found');
    const byId = new Map(category.parameters.map((p) => [p.id, p]));
    const values: { parameterId: number; value: string }[] = [];
    const cleared = new Set(editing?.clearAll ? category.parameters.map((p) => p.id).filter((id) => existing.has(id)) : []);
    for (const input of given) {
      const parameter = byId.get(input.parameter_id);
      if (!parameter) throw badRequest(`Parameter ${input.parameter_id} does not belong to this category`);
      if (isBlank(input.value)) {
        if (editing && existing.has(parameter.id)) cleared.add(parameter.id);
        continue;
      }
      if (parameter.type_of_parameter === 'file') {
        // a URL sent back unchanged keeps the stored file
        if (!isUploadedFile(input.value)) continue;
        const stored = await media.photoOrDocument(input.value, parameter.name, 'parameters');
        media.replaceFile(existing.get(parameter.id));
        values.push({ parameterId: parameter.id, value: stored.key });
        continue;
      }
      values.push({ parameterId: parameter.id, value: parameterText(parameter, input.value) });
    }
    for (const { parameterId } of values) cleared.delete(parameterId);
    for (const parameter of category.parameters) {
      if (parameter.is_required !== 1) continue;
      const has = values.some((v) => v.parameterId === parameter.id) || (!cleared.has(parameter.id) && (existing.get(parameter.id) ?? '') !== '');
      if (!has) throw badRequest(`${parameter.name} is required`);
    }
    for (const id of cleared) if (byId.get(id)?.type_of_parameter === 'file') media.replaceFile(existing.get(id));
    return { parameters: values, clearParameterIds: [...cleared] };
  }

  async function facilities(given: PropertyInput['facilities']): Promise<PropertyChildren['facilities']> {
    if (given === undefined) return undefined;
    const ids = given.map((f) => f.facility_id);
    if (new Set(ids).size !== ids.length) throw badRequest('A facility may be listed only once');
    const known = await repo.activeFacilityIds(ids);
    const missing = ids.find((id) => !known.has(id));
    if (missing !== undefined) throw badRequest(`Facility ${missing} not found`);
    return given.map((f) => ({ facilityId: f.facility_id, distance: f.distance }));
  }

  async function gallery(files: readonly unknown[] | undefined, media: StagedMedia): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    for (const file of files ?? []) stored.push(await media.photo(file, 'Gallery image', 'properties'));
    return stored;
  }

  async function documents(files: readonly unknown[] | undefined, media: StagedMedia) {
    const stored = [];
    for (const file of files ?? []) stored.push(await media.document(file, 'Document', 'documents'));
    return stored;
  }

  async function present(ids: readonly number[], userId: number, contentLanguage: string | undefined): Promise<OwnedProperty[]> {
    const [listed, reasons, interested, expiries] = await Promise.all([
      properties.details(ids, userId, contentLanguage),
      repo.rejectReasons(ids),
      repo.interestedUsers(ids),
      expiry.expiredOf(ids),
    ]);
    const now = Date.now();
    return listed.map((p) => ({
      ...p,
      reject_reason: reasons.get(p.id) ?? '',
      post_created: postedOn(p.created_at, now),
      is_feature_available: p.request_status === 'approved' && p.status === 1 && !p.promoted,
      interested_users: interested.rows.filter((u) => u.property_id === p.id).map((u) => ({ id: u.id, name: u.name, profile: storage.url(u.profile) })),
      is_expired: expiries.get(p.id)?.expired ?? false,
      expires_at: expiries.get(p.id)?.expiresAt ?? null,
    }));
  }

  return {
    /** post_property: stores the files, then writes the listing and its children in one transaction. */
    async create(userId: number, input: PropertyInput, contentLanguage: string | undefined): Promise<OwnedProperty[]> {
      const asSite = await rules.actsForSite(userId);
      // the site needs no profile or verification of its own, and its listings need no review
      const { verified } = asSite ? { verified: true } : await rules.assertMayList(userId);
      if (input.is_premium) await rules.assertMayMarkPremium(userId);
      const spend = await rules.allowance(userId, 'property_list');
      const media = new StagedMedia(storage, imageEncoder);
      const id = await media.run(async () => {
        const { parameters } = await parameterValues(input.category_id!, input.parameters ?? [], new Map(), media);
        const chosenFacilities = await facilities(input.facilities);
        const titleImage = await media.photo(input.title_image, 'Title image', 'properties');
        const threeD = input.three_d_image === undefined ? undefined : await media.photo(input.three_d_image, '3D image', 'properties');
        const metaImage = input.meta_image === undefined ? undefined : await media.photo(input.meta_image, 'Meta image', 'properties');
        const children: PropertyChildren = {
          gallery: await gallery(input.gallery_images, media),
          documents: await documents(input.documents, media),
          parameters,
          clearParameterIds: [],
          facilities: chosenFacilities,
          removeImageIds: [],
          removeDocumentIds: [],
          translations: await rules.translations(input.translations),
        };
        const slug = await rules.slugFor(input.slug_id, input.title, (s) => repo.propertySlugTaken(s));
        const stamp = new Date().toISOString();
        const values: Insertable<PropertiesTable> = {
          slug_id: slug,
          user_id: asSite ? null : userId,
          category_id: input.category_id!,
          title: input.title,
          description: input.description,
          property_type: input.property_type!,
          rentduration: input.property_type === 1 ? (input.rentduration ?? null) : null,
          price: toMinorUnits(input.price!),
          currency_code: (await settings.value('currency_code')) || DEFAULT_CURRENCY,
          address: input.address ?? '',
          client_address: input.client_address ?? null,
          city: input.city ?? '',
          state: input.state ?? '',
          country: input.country ?? '',
          latitude: input.latitude!,
          longitude: input.longitude!,
          title_image: titleImage.key,
          title_image_hash: titleImage.placeholder,
          three_d_image: threeD?.key ?? null,
          video_link: input.video_link ?? null,
          meta_title: input.meta_title ?? null,
          meta_description: input.meta_description ?? null,
          meta_keywords: input.meta_keywords ?? null,
          meta_image: metaImage?.key ?? null,
          is_premium: input.is_premium ? 1 : 0,
          request_status: asSite ? 'approved' : await rules.initialStatus(verified),
          ...(await expiry.termsFor(userId, new Date(stamp))),
          created_at: stamp,
          updated_at: stamp,
        };
        return repo.createProperty(values, children, spend);
      });
      return present([id], userId, contentLanguage);
    },

    /** update_post_property: action_type 0 edits the listing, 1 deletes it. */
    async update(userId: number, input: UpdatePropertyInput, contentLanguage: string | undefined): Promise<OwnedProperty[]> {
      const owner = await ownerOf(userId);
      const row = input.id !== undefined ? await owned(input.id, userId) : await repo.propertyBySlug(input.slug_id!, owner);
      if (!row) throw notFound(PROPERTY_NOT_FOUND);
      if (input.action_type === 1) {
        await this.remove(userId, row.id);
        return [];
      }
      if (row.property_type === 2 || row.property_type === 3) throw badRequest(LISTING_MSG.soldOrRentedLocked);
      // keeping a listing premium (a form sent back unchanged) needs nothing; switching it on does
      if (input.is_premium && row.is_premium !== 1) await rules.assertMayMarkPremium(userId);
      const propertyType = input.property_type ?? row.property_type;
      if (propertyType === 1 && !(input.rentduration ?? row.rentduration)) throw badRequest('Rent duration is required for rent');
      const media = new StagedMedia(storage, imageEncoder);
      await media.run(async () => {
        const existing = new Map((await repo.parameterValues(row.id)).map((p) => [p.parameter_id, p.value]));
        const categoryId = input.category_id ?? row.category_id;
        const parameters = await parameterValues(categoryId, input.parameters ?? [], categoryId === row.category_id ? existing : new Map(), media, {
          clearAll: input.parameters?.length === 0,
        });
        if (categoryId !== row.category_id) {
          // the old category's file values go with its parameters
          const old = await repo.categoryWithParameters(row.category_id);
          for (const p of old?.parameters ?? []) if (p.type_of_parameter === 'file') media.replaceFile(existing.get(p.id));
        }
        const [images, docs] = await Promise.all([repo.imagesOf(row.id), repo.documentsOf(row.id)]);
        const removeImageIds = (input.remove_gallery_images ?? []).filter((id) => images.some((i) => i.id === id));
        const removeDocumentIds = (input.remove_documents ?? []).filter((id) => docs.some((d) => d.id === id));
        for (const image of images) if (removeImageIds.includes(image.id)) media.replaceImage(image.image);
        for (const doc of docs) if (removeDocumentIds.includes(doc.id)) media.replaceFile(doc.file);

        const values: Updateable<PropertiesTable> = {};
        if (input.title_image !== undefined) {
          const stored = await media.photo(input.title_image, 'Title image', 'properties');
          media.replaceImage(row.title_image);
          values.title_image = stored.key;
          values.title_image_hash = stored.placeholder;
        }
        if (input.three_d_image !== undefined) {
          values.three_d_image = (await media.photo(input.three_d_image, '3D image', 'properties')).key;
          media.replaceImage(row.three_d_image);
        } else if (input.remove_three_d_image) {
          values.three_d_image = null;
          media.replaceImage(row.three_d_image);
        }
        if (input.meta_image !== undefined) {
          values.meta_image = (await media.photo(input.meta_image, 'Meta image', 'properties')).key;
          media.replaceImage(row.meta_image);
        } else if (input.remove_meta_image) {
          values.meta_image = null;
          media.replaceImage(row.meta_image);
        }
        const newGallery = await gallery(input.gallery_images, media);
        const kept = images.filter((i) => !removeImageIds.includes(i.id)).map((i) => i.id);
        const children: PropertyChildren = {
          gallery: newGallery,
          galleryOrder: galleryOrder(input.gallery_order, kept, input.remove_gallery_images ?? [], newGallery.length),
          documents: await documents(input.documents, media),
          ...parameters,
          facilities: await facilities(input.facilities),
          removeImageIds,
          removeDocumentIds,
          translations: await rules.translations(input.translations),
          keepParameterIds: categoryId === row.category_id ? undefined : await repo.categoryParameterIds(categoryId),
        };
        if (input.slug_id !== undefined && input.slug_id !== row.slug_id) {
          values.slug_id = await rules.slugFor(input.slug_id, row.title, (s) => repo.propertySlugTaken(s, row.id));
        }
        const text = ['title', 'description', 'address', 'city', 'state', 'country'] as const;
        for (const key of text) if (input[key] !== undefined) values[key] = input[key];
        // null: sent empty, cleared
        for (const key of CLEARABLE_PROPERTY_FIELDS) if (input[key] !== undefined) values[key] = input[key];
        if (input.category_id !== undefined) values.category_id = input.category_id;
        if (input.property_type !== undefined) values.property_type = input.property_type;
        if (input.price !== undefined) values.price = toMinorUnits(input.price);
        if (input.latitude !== undefined) values.latitude = input.latitude;
        if (input.longitude !== undefined) values.longitude = input.longitude;
        if (input.is_premium !== undefined) values.is_premium = input.is_premium ? 1 : 0;
        values.rentduration = propertyType === 1 ? (input.rentduration ?? row.rentduration) : null;
        const photosChanged =
          input.title_image !== undefined || input.three_d_image !== undefined || input.remove_three_d_image === true || newGallery.length > 0 || removeImageIds.length > 0;
        const changes = materialChanges(factsOf(row), factsOf({ ...row, ...values }), photosChanged, priceBandOf(await settings.value('edit_review_price_band')));
        // a live listing stays live through a price cut or a typo fix; anything a buyer relies on is reviewed again
        // the admin's own edit is its review: the listing keeps the state it was in
        values.request_status =
          owner === 'site' || (row.request_status === 'approved' && changes.length === 0)
            ? row.request_status
            : await rules.statusAfterEdit(row.request_status, await rules.isVerified(userId));
        if (values.request_status !== 'rejected') values.reject_reason = null;
        await repo.updateProperty(row.id, values, children);
      });
      return present([row.id], userId, contentLanguage);
    },

    /** delete_property: the rows go first, then every file they pointed at. */
    async remove(userId: number, id: number): Promise<void> {
      const row = await owned(id, userId);
      const [images, docs, parameters, category, chatFiles] = await Promise.all([
        repo.imagesOf(row.id),
        repo.documentsOf(row.id),
        repo.parameterValues(row.id),
        repo.categoryWithParameters(row.category_id),
        repo.chatFilesOf(row.id),
      ]);
      const fileParameters = new Set(category?.parameters.filter((p) => p.type_of_parameter === 'file').map((p) => p.id));
      await repo.deleteProperty(row.id);
      const media = new StagedMedia(storage, imageEncoder);
      for (const key of [row.title_image, row.three_d_image, row.meta_image, ...images.map((i) => i.image)]) media.replaceImage(key);
      for (const doc of docs) media.replaceFile(doc.file);
      for (const p of parameters) if (fileParameters.has(p.parameter_id)) media.replaceFile(p.value);
      await media.commit();
      if (chatFiles.length) await privateStorage.delete(chatFiles).catch(() => {});
    },

    /** remove_post_images: one gallery image of an own listing, with its files. */
    async removeGalleryImage(userId: number, imageId: number): Promise<void> {
      const image = await repo.ownedImage(imageId, await ownerOf(userId));
      if (!image) throw notFound('Image Not Found');
      if (image.property_type === 2 || image.property_type === 3) throw badRequest(LISTING_MSG.soldOrRentedLocked);
      await repo.deleteImage(image.id);
      const media = new StagedMedia(storage, imageEncoder);
      media.replaceImage(image.image);
      await media.commit();
    },

    /** update_property_status: 2 sold (a sell listing), 3 rented (a rent listing), 1 rented → available for rent. */
    async setDealStatus(userId: number, propertyId: number, status: number): Promise<void> {
      const row = await owned(propertyId, userId);
      const allowed = (status === 2 && row.property_type === 0) || (status === 3 && row.property_type === 1) || (status === 1 && row.property_type === 3);
      if (!allowed || !(await repo.setPropertyFields(row.id, { property_type: status }))) throw badRequest(MSG.statusUpdateFailed);
    },

    /** change-property-status: the owner's on/off switch, for approved listings only. */
    async setActive(userId: number, propertyId: number, active: boolean): Promise<void> {
      const row = await owned(propertyId, userId);
      if (row.request_status !== 'approved') throw new ApiError(400, MSG.statusUpdateFailed, { reason: LISTING_MSG.notApproved });
      if (!(await repo.setPropertyFields(row.id, { status: active ? 1 : 0 }))) throw badRequest(MSG.statusUpdateFailed);
    },

    /** get-added-properties with is_promoted=1: own listings that were advertised, with their advertisement. */
    async listAdvertised(userId: number, page: { offset: number; limit: number }, contentLanguage: string | undefined): Promise<{ data: AdvertisedProperty[]; total: number }> {
      const { rows, total } = await repo.ownedAdvertised(userId, page);
      const listed = new Map((await properties.details(rows.map((r) => r.property_id), userId, contentLanguage)).map((p) => [p.id, p]));
      const data = rows.flatMap((ad) => {
        const p = listed.get(ad.property_id);
        if (!p) return [];
        const { id, slug_id, property_type, title, city, state, country, price, title_image, category } = p;
        return [{ id, slug_id, property_type, title, city, state, country, price, title_image, category, advertisement_id: ad.id, advertisement_status: ad.status, advertisement_type: ad.feature_for }];
      });
      return { data, total };
    },

    /** get-added-properties: the owner's listings in any state; one by id/slug adds similar ones. */
    async listOwn(userId: number, query: AddedPropertiesQuery, contentLanguage: string | undefined) {
      const owner = await ownerOf(userId);
      const { ids, total, totalViews } = await repo.ownedPropertyIds(
        {
          owner,
          id: query.id,
          slugId: query.slug_id,
          propertyType: query.property_type,
          statuses: query.status?.map(Number),
          requestStatuses: query.request_status as RequestStatus[] | undefined,
          expired: query.is_expired === undefined ? undefined : { value: query.is_expired, now: new Date().toISOString() },
        },
        { offset: query.offset, limit: query.limit },
      );
      const data = await present(ids, userId, contentLanguage);
      const one = data[0];
      if ((query.id === undefined && query.slug_id === undefined) || !one) return { data, total, totalViews };
      const similarIds = owner === 'site' ? [] : await repo.similarOwned(userId, one.category_id, one.id, SIMILAR_OWN);
      const similar = await present(similarIds, userId, contentLanguage);
      return { data, total, totalViews, similar };
    },

    /** get_interested_users: who showed interest in one of the owner's listings. */
    async interestedUsers(userId: number, key: { id?: number | undefined; slugId?: string | undefined }, page: { offset: number; limit: number }) {
      const owner = await ownerOf(userId);
      const row = key.id !== undefined ? await repo.ownedProperty(key.id, owner) : await repo.propertyBySlug(key.slugId ?? '', owner);
      if (!row) throw notFound(PROPERTY_NOT_FOUND);
      const { rows, total } = await repo.interestedUsers([row.id], page);
      const data: InterestedUser[] = rows.map((u) => ({
        id: u.id,
        name: u.name,
        profile: storage.url(u.profile),
        email: u.email ?? '',
        mobile: phoneNumber(u.country_code, u.mobile),
        created_at: u.created_at,
      }));
      return { data, total };
    },
  };
}
export type OwnerPropertiesService = ReturnType<typeof createOwnerPropertiesService>;

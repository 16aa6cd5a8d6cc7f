import { useEffect, useMemo, useRef, useState } from 'react';
import { newMediaItem } from '~/components/listing-form/media-picker';
import { draftStore } from '~/lib/draft-store';
import { galleryOrderOf, inGalleryOrder, newFilesOf, propertyFormValuesSchema, type MediaSlots, type PropertyFormValues } from './property-values';

const SAVE_DELAY_MS = 400;

export interface PropertyDraftState {
  values: PropertyFormValues;
  media: MediaSlots;
  setValues: (update: (values: PropertyFormValues) => PropertyFormValues) => void;
  setMedia: (slot: string, items: MediaSlots[string]) => void;
  /** A saved draft was put back into the form on this visit. */
  restored: boolean;
  /** The form differs from where it started (a draft exists or will). */
  dirty: boolean;
  discard: () => Promise<void>;
  /** After a successful post: the draft is gone, nothing is saved any more. */
  finish: () => Promise<void>;
}

/** Stored files (on edit) the draft removed stay removed; the draft's new files follow them, the gallery in its saved order. */
function restoreMedia(initial: MediaSlots, files: Record<string, File[]>, { removed, gallery_order }: PropertyFormValues): MediaSlots {
  const media: MediaSlots = {};
  const slots = new Set([...Object.keys(initial), ...Object.keys(files)]);
  for (const slot of slots) {
    const kept = (initial[slot] ?? []).filter((item) => {
      if (item.kind === 'new') return false;
      if (slot === 'gallery_images') return !removed.gallery.includes(item.id);
      if (slot === 'documents') return !removed.documents.includes(item.id);
      if (slot === 'three_d_image') return !removed.three_d_image;
      if (slot === 'meta_image') return !removed.meta_image;
      return true;
    });
    const chosen = (files[slot] ?? []).map(newMediaItem);
    // a single-file slot shows the file chosen over the stored one
    const single = !['gallery_images', 'documents'].includes(slot);
    media[slot] = single && chosen.length > 0 ? chosen.slice(0, 1) : [...kept, ...chosen];
    if (slot === 'gallery_images') media[slot] = inGalleryOrder(media[slot], gallery_order);
  }
  return media;
}

/** What the user removed of the stored files, from the lists the pickers hold now. */
function removedOf(initial: MediaSlots, media: MediaSlots): PropertyFormValues['removed'] {
  const ids = (slot: string) => new Set((media[slot] ?? []).flatMap((i) => (i.kind === 'existing' ? [i.id] : [])));
  const gone = (slot: string) => (initial[slot] ?? []).flatMap((i) => (i.kind === 'existing' && !ids(slot).has(i.id) ? [i.id] : []));
  const storedLeft = (slot: string) => (initial[slot] ?? []).some((i) => i.kind === 'existing') && !(media[slot] ?? []).some((i) => i.kind === 'existing');
  return { gallery: gone('gallery_images'), documents: gone('documents'), three_d_image: storedLeft('three_d_image'), meta_image: storedLeft('meta_image') };
}

/**
 * The property form's state, kept as a draft while the user works: the text on every change (a
 * little delayed), the chosen files whenever they change. A saved draft is put back on the next
 * visit, over the listing's stored values when editing.
 */
export function usePropertyDraft(key: string, initial: { values: PropertyFormValues; media: MediaSlots }): PropertyDraftState {
  const store = useMemo(() => draftStore(key, propertyFormValuesSchema), [key]);
  const [values, setValuesState] = useState(initial.values);
  const [media, setMediaState] = useState(initial.media);
  const [restored, setRestored] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [mediaChanged, setMediaChanged] = useState(0);
  const loaded = useRef(false);
  const finished = useRef(false);

  useEffect(() => {
    let cancelled = false;
    loaded.current = false;
    void store.load().then((draft) => {
      if (cancelled) return;
      loaded.current = true;
      if (!draft) return;
      setValuesState(draft.values);
      setMediaState(restoreMedia(initial.media, draft.files, draft.values));
      setRestored(true);
      setDirty(true);
    });
    return () => {
      cancelled = true;
    };
    // the stored values only matter when the draft is first read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  useEffect(() => {
    if (!dirty || !loaded.current || finished.current) return;
    const timer = window.setTimeout(() => store.saveValues(values), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, dirty, store]);

  useEffect(() => {
    if (mediaChanged === 0 || !loaded.current || finished.current) return;
    void store.saveFiles(newFilesOf(media));
    // media is saved when the user changed it, not when a draft was put back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mediaChanged, store]);

  return {
    values,
    media,
    restored,
    dirty,
    setValues(update) {
      setDirty(true);
      setValuesState(update);
    },
    setMedia(slot, items) {
      const next = { ...media, [slot]: items };
      setMediaState(next);
      setDirty(true);
      setValuesState((current) => ({ ...current, removed: removedOf(initial.media, next), gallery_order: galleryOrderOf(next.gallery_images ?? []) }));
      setMediaChanged((n) => n + 1);
    },
    async discard() {
      await store.clear();
      setValuesState(initial.values);
      setMediaState(initial.media);
      setRestored(false);
      setDirty(false);
    },
    async finish() {
      finished.current = true;
      await store.clear();
    },
  };
}

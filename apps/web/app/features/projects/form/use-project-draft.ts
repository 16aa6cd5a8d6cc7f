import { useEffect, useRef, useState } from 'react';
import type { ProjectDraftStore } from './pickers';
import type { FileItem, ProjectFiles, ProjectFormValues } from './project-values';

const SINGLE_SLOTS = new Set(['image', 'meta_image']);
const SAVE_DELAY_MS = 400;

/** Only the files chosen in this form go into a draft (stored ones are the project's already). */
function newFilesBySlot(files: ProjectFiles): Record<string, File[]> {
  const chosen: Record<string, File[]> = {};
  for (const [slot, items] of Object.entries(files)) {
    const list = items.flatMap((item) => (item.kind === 'new' ? [item.file] : []));
    if (list.length > 0) chosen[slot] = list;
  }
  return chosen;
}

/** The stored files still in the form, with the draft's chosen ones after them (or instead, for one-file slots). */
function mergeFiles(initial: ProjectFiles, values: ProjectFormValues, saved: Record<string, File[]>, fileItem: (file: File) => FileItem): ProjectFiles {
  const removed = new Set([...values.removed.gallery, ...values.removed.documents]);
  const merged: ProjectFiles = {};
  for (const slot of new Set([...Object.keys(initial), ...Object.keys(saved)])) {
    const restored = (saved[slot] ?? []).map(fileItem);
    const single = SINGLE_SLOTS.has(slot) || slot.startsWith('plan:');
    const stored = (initial[slot] ?? []).filter((item) => item.kind === 'existing' && !removed.has(item.id));
    merged[slot] = single && restored.length > 0 ? restored : [...stored, ...restored];
  }
  return merged;
}

/**
 * Keeps the form in the draft store as it changes, and restores a saved draft once on load. Answers
 * whether a draft was restored and a way to discard it.
 */
export function useProjectDraft(options: {
  store: ProjectDraftStore<ProjectFormValues>;
  initial: { values: ProjectFormValues; files: ProjectFiles };
  values: ProjectFormValues;
  files: ProjectFiles;
  restore: (values: ProjectFormValues, files: ProjectFiles) => void;
  fileItem: (file: File) => FileItem;
}) {
  const { store, initial, values, files, restore, fileItem } = options;
  const [loaded, setLoaded] = useState(false);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const once = useRef({ store, initial, restore, fileItem });

  useEffect(() => {
    let live = true;
    const { store: s, initial: start, restore: apply, fileItem: toItem } = once.current;
    s.load()
      .then((draft) => {
        if (!live || !draft) return;
        apply(draft.values, mergeFiles(start.files, draft.values, draft.files, toItem));
        setRestoredAt(draft.savedAt);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!loaded) return;
    const timer = window.setTimeout(() => store.saveValues(values), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, store, values]);

  useEffect(() => {
    if (loaded) void store.saveFiles(newFilesBySlot(files));
  }, [loaded, store, files]);

  return {
    restoredAt,
    async discard() {
      await store.clear();
      setRestoredAt(null);
      restore(initial.values, initial.files);
    },
  };
}

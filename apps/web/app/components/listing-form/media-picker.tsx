import { useState, type DragEvent } from 'react';
import { useTranslation } from '~/lib/translation';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, FILES_MAX, PHOTO_MAX_BYTES } from '@abode/shared/schemas/listings';
import { Button } from '~/components/button';
import { DocumentIcon, ImagesIcon } from '~/components/icons';
import { PHOTO_ACCEPT, photoProblem } from '~/lib/photo-check';
import { useObjectUrl } from '~/lib/use-object-url';

/** A file chosen in this form, or one the listing already has (on edit). */
export type MediaItem = { key: string; kind: 'new'; file: File } | { key: string; kind: 'existing'; id: number; url: string; name: string };

export interface MediaPickerProps {
  /** id of the file input; the label, hint and error hang off it. */
  id: string;
  label: string;
  hint?: string | undefined;
  /**
   * Photos are checked (JPEG/PNG by content, ≥120×120) and previewed; documents by type and size;
   * `file` takes either (file values of category parameters).
   */
  kind: 'photo' | 'document' | 'file';
  /** Several files (gallery, documents), with reordering; else one file replaces the other. */
  multiple?: boolean;
  items: readonly MediaItem[];
  onChange: (items: MediaItem[]) => void;
  /** Already translated (the form's validation of this field). */
  error?: string | undefined;
}

const MB = 1024 * 1024;
/** What the server keeps for a parameter's file value (listing-media.ts `photoOrDocument`). */
const ANY_FILE_TYPES = ['jpg', 'jpeg', 'png', 'webp', ...DOCUMENT_TYPES] as const;
let nextKey = 0;

/** A stable key for a newly chosen file (file names repeat). */
export function newMediaItem(file: File): MediaItem {
  nextKey += 1;
  return { key: `new-${nextKey}-${file.name}`, kind: 'new', file };
}

export const itemName = (item: MediaItem) => (item.kind === 'new' ? item.file.name : item.name);

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** A photo's thumbnail: the stored one, or a preview of the chosen file. */
function Thumbnail({ item, alt }: { item: MediaItem; alt: string }) {
  const local = useObjectUrl(item.kind === 'new' ? item.file : null);
  const src = item.kind === 'new' ? local : item.url;
  return src ? <img src={src} alt={alt} className="aspect-[4/3] w-full rounded-lg object-cover" /> : <span className="block aspect-[4/3] w-full rounded-lg bg-slate-100" />;
}

/**
 * Chooses photos or documents: by the file dialog or by dropping them on the field. With
 * `multiple`, the list can be reordered by dragging or with the move buttons (keyboard), and each
 * move is read out by a live region.
 */
export function MediaPicker({ id, label, hint, kind, multiple = false, items, onChange, error }: MediaPickerProps) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropActive, setDropActive] = useState(false);

  async function problemOf(file: File): Promise<string | null> {
    if (kind === 'photo') {
      if (file.size > PHOTO_MAX_BYTES) return t('listingForm.media.tooLarge', { max: PHOTO_MAX_BYTES / MB });
      const key = await photoProblem(file);
      return key ? t(key) : null;
    }
    const types: readonly string[] = kind === 'file' ? ANY_FILE_TYPES : DOCUMENT_TYPES;
    const maxBytes = kind === 'file' ? PHOTO_MAX_BYTES : DOCUMENT_MAX_BYTES;
    if (!types.includes(extensionOf(file.name))) return t('listingForm.media.documentType', { types: types.join(', ') });
    if (file.size > maxBytes) return t('listingForm.media.tooLarge', { max: maxBytes / MB });
    return null;
  }

  async function add(files: readonly File[]) {
    const checked = await Promise.all(files.map(async (file) => ({ file, problem: await problemOf(file) })));
    const accepted = checked.filter((c) => c.problem === null).map((c) => newMediaItem(c.file));
    const refused = checked.flatMap((c) => (c.problem ? [`${c.file.name}: ${c.problem}`] : []));
    const room = multiple ? FILES_MAX - items.length : 1;
    if (accepted.length > room) refused.push(t('listingForm.media.tooMany', { max: FILES_MAX }));
    setProblems(refused);
    if (accepted.length === 0) return;
    const kept = accepted.slice(0, Math.max(room, 0));
    onChange(multiple ? [...items, ...kept] : kept.slice(0, 1));
    setAnnouncement(t('listingForm.media.added', { count: kept.length }));
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    setAnnouncement(t('listingForm.media.moved', { name: itemName(item!), position: to + 1, total: next.length }));
  }

  function remove(index: number) {
    const item = items[index];
    if (!item) return;
    onChange(items.filter((_, i) => i !== index));
    setAnnouncement(t('listingForm.media.removed', { name: itemName(item) }));
  }

  function onDropFiles(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDropActive(false);
    if (event.dataTransfer.files.length > 0) void add([...event.dataTransfer.files]);
  }

  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error || problems.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const Icon = kind === 'photo' ? ImagesIcon : DocumentIcon;

  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div
        onDragOver={(event) => {
          if (dragged !== null) return;
          event.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={(event) => {
          if (dragged === null) onDropFiles(event);
        }}
        className={`mt-1.5 flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-5 text-center transition-colors ${dropActive ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'}`}
      >
        <Icon size={28} className="text-slate-500" />
        <input
          id={id}
          type="file"
          multiple={multiple}
          accept={kind === 'photo' ? PHOTO_ACCEPT : (kind === 'file' ? ANY_FILE_TYPES : DOCUMENT_TYPES).map((e) => `.${e}`).join(',')}
          aria-invalid={Boolean(error) || problems.length > 0}
          aria-describedby={describedBy}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length > 0) void add(files);
          }}
          className="block w-full max-w-xs text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        <p className="text-xs text-slate-600">{t(multiple ? 'listingForm.media.dropMany' : 'listingForm.media.dropOne')}</p>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {errorId ? (
        <div id={errorId} className="mt-1.5 space-y-1 text-sm font-medium text-red-700">
          {error ? <p>{error}</p> : null}
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {items.length > 0 ? (
        <ol aria-label={label} className={`mt-3 grid gap-3 ${kind === 'photo' ? 'grid-cols-2 sm:grid-cols-3' : ''}`}>
          {items.map((item, index) => {
            const name = itemName(item);
            return (
              <li
                key={item.key}
                draggable={multiple}
                onDragStart={(event) => {
                  setDragged(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => {
                  if (dragged !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  move(dragged, index);
                  setDragged(null);
                }}
                className={`flex flex-col gap-2 rounded-xl bg-white p-2 ring-1 ring-slate-200 ${multiple ? 'cursor-grab' : ''} ${dragged === index ? 'opacity-50' : ''}`}
              >
                {kind === 'photo' ? (
                  <Thumbnail item={item} alt={name} />
                ) : (
                  <p className="flex items-center gap-2 text-sm text-slate-700">
                    <DocumentIcon size={18} className="shrink-0 text-slate-500" />
                    <span className="truncate">{name}</span>
                  </p>
                )}
                <div className="flex flex-wrap items-center gap-1">
                  {multiple ? (
                    <>
                      <span className="me-auto text-xs font-medium text-slate-600">{t('listingForm.media.position', { position: index + 1, total: items.length })}</span>
                      <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('listingForm.media.moveUp', { name })}>
                        <span aria-hidden="true">↑</span>
                      </Button>
                      <Button variant="ghost" size="sm" disabled={index === items.length - 1} onClick={() => move(index, index + 1)} aria-label={t('listingForm.media.moveDown', { name })}>
                        <span aria-hidden="true">↓</span>
                      </Button>
                    </>
                  ) : null}
                  <Button variant="dangerGhost" size="sm" onClick={() => remove(index)} aria-label={t('listingForm.media.remove', { name })}>
                    {t('listingForm.media.removeShort')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}

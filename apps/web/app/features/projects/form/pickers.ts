import type { ComponentType } from 'react';
import type { PlaceValue } from '~/lib/place-value';
import type { FileItem } from './project-values';

// The location and media pickers (components/) are handed in by the route, which keeps this form
// testable without a map or file inputs. These are the props this form gives them.

export interface PlacePickerProps {
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  errors?: Partial<Record<keyof PlaceValue, string | undefined>> | undefined;
  addressLabel: string;
  idPrefix?: string | undefined;
}

export interface FilePickerProps {
  id: string;
  label: string;
  hint?: string | undefined;
  /** 'file': a photo or a document (floor plans). */
  kind: 'photo' | 'document' | 'file';
  multiple?: boolean;
  items: readonly FileItem[];
  onChange: (items: FileItem[]) => void;
  error?: string | undefined;
}

/** A saved form in progress (the listing form's draft store). */
export interface ProjectDraftStore<V> {
  load(): Promise<{ values: V; files: Record<string, File[]>; savedAt: number } | null>;
  saveValues(values: V): void;
  saveFiles(files: Record<string, File[]>): Promise<void>;
  clear(): Promise<void>;
}

export interface ProjectFormPickers {
  PlacePicker: ComponentType<PlacePickerProps>;
  FilePicker: ComponentType<FilePickerProps>;
  /** A picker item for a file restored from a draft. */
  fileItem: (file: File) => FileItem;
  /** A blob: URL of a chosen file for the preview card (a hook: revoked when the file changes). */
  useObjectUrl: (file: Blob | null | undefined) => string | null;
}

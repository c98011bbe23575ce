import { lazyPart } from './lazy-part';

export type FilePickerProps = {
  /** The field's visible label; also names the choose button and the file input. */
  label: string;
  /** Extensions taken, without the dot: `['pdf', 'doc', 'docx', 'jpg', 'png']` ('jpg' also takes .jpeg). */
  accept: readonly string[];
  /** Larger files are refused with a reason. */
  maxBytes?: number;
  /** The chosen file (the caller keeps it: it uploads it). */
  file: File | null;
  /** A file that passed the checks, or null when it is removed. */
  onFileChange: (file: File | null) => void;
  /** How far the upload has gone, 0 to 1; null or undefined while not uploading. */
  progress?: number | null;
  /** Stops the upload under way (shown as Cancel upload while `progress` is set). */
  onCancel?: () => void;
  disabled?: boolean;
  /** What a refused type reads (default the spec's 'Invalid document type.'). */
  typeError?: string;
  /** Shows a preview of images and pdf files (default true). */
  preview?: boolean;
};

/** '1.4 MB', '320 KB', '12 bytes'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** The extensions `accept` lets through, as the input's accept attribute lists them. */
export const acceptedExtensions = (accept: readonly string[]) => accept.flatMap((ext) => (ext.toLowerCase() === 'jpg' ? ['jpg', 'jpeg'] : [ext.toLowerCase()]));

/** Why a file is refused, or null: its extension is not in `accept`, or it is larger than `maxBytes`. */
export function refusalOf(file: File, accept: readonly string[], maxBytes: number | undefined, typeError: string): string | null {
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!acceptedExtensions(accept).includes(ext)) return typeError;
  if (maxBytes !== undefined && file.size > maxBytes) return `This file is ${formatFileSize(file.size)}; files up to ${formatFileSize(maxBytes)} are accepted.`;
  return null;
}

/**
 * Choose one file: its name, size and a preview (images, pdf), the reason a type or size is
 * refused, and the upload's progress with Cancel. Its code loads when first shown.
 */
export const FilePicker = lazyPart(() => import('./file-picker-impl'));

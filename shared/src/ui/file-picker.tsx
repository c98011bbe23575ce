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

/**
 * Choose one file, with its button (the keyboard's way) or by dropping it on the picker's zone
 * (the first of several, saying so): its name, size and a preview (images, pdf), the reason a
 * type or size is refused, and the upload's progress with Cancel. Its code loads when first shown.
 */
export const FilePicker = lazyPart(() => import('./file-picker-impl'));

import { useRef, useState } from 'react';
import { toaster } from '@haulboard/shared/ui';

/** The spec's message for an upload asked for before a file is chosen (part 2 section 5). */
export const SELECT_FILE_FIRST = 'Please select a file first';

/**
 * A file picker's upload: the chosen file, the progress while it goes (for FilePicker), its
 * cancel, and `upload`, which asks for a file first ('Please select a file first') and clears
 * the choice once `send` says the file was stored.
 */
export function useFileUpload(send: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<boolean>) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const upload = async () => {
    if (!file) return void toaster.error({ title: SELECT_FILE_FIRST });
    abort.current = new AbortController();
    setProgress(0);
    const stored = await send(file, setProgress, abort.current.signal).finally(() => setProgress(null));
    if (stored) setFile(null);
  };
  return { file, setFile, progress, uploading: progress !== null, cancel: () => abort.current?.abort(), upload };
}

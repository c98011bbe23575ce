import { useEffect, useState } from 'react';

/**
 * An object URL for a chosen file or a recorded blob (a preview before it is sent), revoked when
 * it changes or the component goes, so a picked 20 MB photo is not kept alive by its preview.
 */
export function useObjectUrl(blob: Blob | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

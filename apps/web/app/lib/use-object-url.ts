import { useEffect, useMemo } from 'react';

/** A blob: URL for a chosen file, revoked when the file changes or the component goes away. */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

import { useEffect, useRef, useState } from 'react';
import { DEFAULT_COVER } from '../features/catalogue/song-view.ts';

interface Props {
  src: string | null;
  alt: string;
  className?: string;
  size: number;
  loading?: 'lazy' | 'eager';
}

/**
 * A cover that falls back to the default image when it is missing or fails to load, including
 * a failure that happened before the island hydrated (React never sees that error event).
 */
export function CoverImage({ src, alt, className = 'cover', size, loading = 'lazy' }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || failed === src ? DEFAULT_COVER : src;

  useEffect(() => {
    const img = ref.current;
    if (src && img?.complete && img.naturalWidth === 0) setFailed(src);
  }, [src]);

  return (
    <img
      ref={ref}
      className={className}
      src={shown}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      onError={() => {
        if (src && shown === src) setFailed(src);
      }}
    />
  );
}

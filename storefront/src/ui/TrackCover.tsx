/**
 * A track's cover in an island: the image (the default cover when there is none, see
 * track-cover.ts), and `children` laid over it: the play overlay (PlayButton variant="overlay").
 */
import type { ReactNode } from 'react';
import { coverSrc } from './track-cover.ts';
import './track-cover.css';

interface Props {
  src: string | null;
  /** The size it is drawn at, in px (the image's intrinsic size, so nothing moves while it loads). */
  size: number;
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  children?: ReactNode;
}

export function TrackCover({ src, size, alt = '', className, loading = 'lazy', children }: Props) {
  return (
    <div className={className ? `track-cover ${className}` : 'track-cover'}>
      <img
        className="cover"
        src={coverSrc(src)}
        alt={alt}
        width={size}
        height={size}
        loading={loading}
        decoding="async"
      />
      {children}
    </div>
  );
}

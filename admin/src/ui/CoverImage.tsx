/** A song's cover at a small size: its 128 px WebP when the song has one, else the original. */
import { CustomerServiceOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';

interface Covered {
  title: string;
  coverImage: string | null;
  coverSizes?: Record<string, string> | undefined;
}

export function CoverImage({ song, size }: { song: Covered; size: number }) {
  const src = song.coverSizes?.['128'] ?? song.coverImage ?? undefined;
  return (
    <Avatar
      shape="square"
      size={size}
      src={src && <img src={src} alt="" loading="lazy" width={size} height={size} />}
      icon={<CustomerServiceOutlined aria-hidden />}
    />
  );
}

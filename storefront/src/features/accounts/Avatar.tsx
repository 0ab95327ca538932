import './avatar.css';

interface Props {
  name: string;
  image: string | null;
  size: number;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/**
 * The user's profile image, or their initials on an accent disc when they have none. The initials
 * are drawn by the stylesheet, not written as text: beside the name, text "MR" would make the
 * account menu's visible label "MR Maya Rivers", which its accessible name, and so what a
 * speech-input user says to open it, does not contain (WCAG 2.5.3, label in name).
 */
export default function Avatar({ name, image, size }: Props) {
  return (
    <span
      className="avatar"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      data-initials={image ? undefined : initials(name)}
      aria-hidden="true"
    >
      {image && <img src={image} alt="" width={size} height={size} decoding="async" />}
    </span>
  );
}

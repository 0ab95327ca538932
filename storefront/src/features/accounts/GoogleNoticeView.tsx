import type { GoogleNotice } from './google-outcome.ts';

/** The outcome of a Google sign-in, in the form (a live region, so it is also read out). */
export function GoogleNoticeView({ notice }: { notice: GoogleNotice | null }) {
  return <div aria-live="polite">{notice && <p className={`notice notice--${notice.kind}`}>{notice.text}</p>}</div>;
}

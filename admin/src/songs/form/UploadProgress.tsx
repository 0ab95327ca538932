/** One progress bar for everything a song form sends (and, first, the preview it makes with the voice tag). */
import { VOICE_TAG_MESSAGES } from '@beats/contract';
import { Progress as Bar } from 'antd';
import type { Progress } from './send-song.ts';

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

export function UploadProgress({ progress }: { progress: Progress | null }) {
  if (progress?.tagging !== undefined) {
    return (
      <div className="admin-upload-progress" role="status" aria-live="polite">
        <Bar percent={Math.floor(progress.tagging * 100)} status="active" aria-label={VOICE_TAG_MESSAGES.making} />
        <span className="admin-player__time">{VOICE_TAG_MESSAGES.making}...</span>
      </div>
    );
  }
  if (!progress || progress.total === 0) return null;
  const percent = Math.min(100, Math.floor((progress.sent / progress.total) * 100));
  return (
    <div className="admin-upload-progress" role="status" aria-live="polite">
      <Bar percent={percent} status={percent < 100 ? 'active' : 'success'} aria-label="Upload progress" />
      <span className="admin-player__time">
        {megabytes(progress.sent)} of {megabytes(progress.total)} MB sent
      </span>
    </div>
  );
}

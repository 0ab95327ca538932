/**
 * How much of a track a preview made with the voice tag keeps: the whole track, or its first
 * `previewSeconds` (never more than the track has), ending in a short fade so the cut is not
 * abrupt. The tags play only where they end before that fade, so none is faded out mid-word.
 */

/** How long a cut preview fades out to silence, at its end. */
export const PREVIEW_FADE_SECONDS = 3;

export interface PreviewCut {
  /** How long the preview is. */
  seconds: number;
  /** Where the fade to silence begins (it ends with the preview); null when the whole track is kept. */
  fadeFrom: number | null;
  /** Where the tags must have ended by: the fade, or the end of the preview. */
  tagsUntil: number;
}

export function previewCut(trackSeconds: number, previewSeconds: number | null): PreviewCut {
  if (previewSeconds === null || !(previewSeconds < trackSeconds)) {
    return { seconds: trackSeconds, fadeFrom: null, tagsUntil: trackSeconds };
  }
  const fadeFrom = Math.max(0, previewSeconds - PREVIEW_FADE_SECONDS);
  return { seconds: previewSeconds, fadeFrom, tagsUntil: fadeFrom };
}

/** The frames of a track at `sampleRate` that a cut of it keeps (whole frames, never more than it has). */
export const keptFrames = (trackFrames: number, sampleRate: number, cut: PreviewCut): number =>
  Math.min(trackFrames, Math.round(cut.seconds * sampleRate));

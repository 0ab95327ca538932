/**
 * Lays the voice tag over a track with Web Audio, offline (as fast as the machine renders, not
 * in real time): the tag at each of its times (tag-times.ts) at the owner's volume, and the
 * track a little lower while it speaks, so the tag stays clear and the sum does not clip. With a
 * preview length, only the track's start is rendered, fading out at its end (preview-cut.ts).
 */
import { keptFrames, previewCut } from './preview-cut.ts';
import { tagTimes } from './tag-times.ts';

export interface MixSettings {
  everySeconds: number;
  volumePercent: number;
  /** The seconds of the track's start the preview keeps; null: the whole track. */
  previewSeconds: number | null;
}

/** How far the track dips under the tag (about -4.4 dB), and how long the dip takes to come and go. */
const DUCKED_GAIN = 0.6;
const DUCK_RAMP_SECONDS = 0.08;

export async function mixVoiceTag(track: AudioBuffer, tag: AudioBuffer, settings: MixSettings): Promise<AudioBuffer> {
  const cut = previewCut(track.duration, settings.previewSeconds);
  const context = new OfflineAudioContext(
    track.numberOfChannels,
    keptFrames(track.length, track.sampleRate, cut),
    track.sampleRate,
  );

  // Everything goes through one level, so the fade at a cut takes the tag and the track alike.
  const output = context.createGain();
  output.connect(context.destination);
  if (cut.fadeFrom !== null) {
    output.gain.setValueAtTime(1, cut.fadeFrom);
    output.gain.linearRampToValueAtTime(0, cut.seconds);
  }

  const trackLevel = context.createGain();
  trackLevel.connect(output);
  const music = context.createBufferSource();
  music.buffer = track;
  music.connect(trackLevel);
  music.start(0);

  const tagLevel = context.createGain();
  tagLevel.gain.value = settings.volumePercent / 100;
  tagLevel.connect(output);

  for (const at of tagTimes(cut.tagsUntil, tag.duration, settings.everySeconds)) {
    const voice = context.createBufferSource();
    voice.buffer = tag;
    voice.connect(tagLevel);
    voice.start(at);
    const dipStart = Math.max(0, at - DUCK_RAMP_SECONDS);
    trackLevel.gain.setValueAtTime(1, dipStart);
    trackLevel.gain.linearRampToValueAtTime(DUCKED_GAIN, at);
    trackLevel.gain.setValueAtTime(DUCKED_GAIN, at + tag.duration);
    trackLevel.gain.linearRampToValueAtTime(1, at + tag.duration + DUCK_RAMP_SECONDS);
  }
  return context.startRendering();
}

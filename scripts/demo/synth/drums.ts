/** The drum stem: kick, snare/clap and hi-hats sequenced from the style's one-bar patterns. */
import { createRng, deriveSeed } from '../rng.ts';
import { hatSound, kickSound, snareSound } from './drum-sounds.ts';
import { addOneShot, type Stereo, stereo } from './dsp.ts';
import { type Grid, STEPS_PER_BAR, stepSpan, stepStart } from './grid.ts';
import type { StylePreset } from './styles.ts';

const VELOCITY: Record<string, number> = { x: 1, o: 0.45, O: 0.8 };

export function renderDrums(grid: Grid, style: StylePreset, seed: number): Stereo {
  const { sampleRate } = grid;
  const out = stereo(grid.totalSamples);
  const kick = kickSound(style.kit.kick, sampleRate, deriveSeed(seed, 'kick'));
  const snare = snareSound(style.kit.snare, sampleRate, deriveSeed(seed, 'snare'));
  const hat = hatSound(style.kit.hat, false, sampleRate, deriveSeed(seed, 'hat'));
  const openHat = hatSound(style.kit.hat, true, sampleRate, deriveSeed(seed, 'open-hat'));
  const rng = createRng(deriveSeed(seed, 'drum-groove'));
  // Small random velocity changes keep repeated hits from sounding like a machine gun.
  const human = (v: number) => v * (0.88 + 0.12 * rng());
  const { kick: kicks, snare: snares, hat: hats } = style.drums;

  for (let bar = 0; bar < grid.bars; bar++) {
    const fillBar = bar % 4 === 3;
    // Trap hats: each bar, one or two random beats become a fast roll.
    const rollBeats = new Set<number>();
    if (style.drums.hatRolls) {
      rollBeats.add(1 + Math.floor(rng() * 3));
      if (fillBar) rollBeats.add(3);
    }
    for (let step = 0; step < STEPS_PER_BAR; step++) {
      const at = stepStart(grid, bar, step);
      const k = VELOCITY[kicks[step] ?? '.'];
      if (k) addOneShot(out, kick, at, human(k) * 0.95, 0);

      let s = VELOCITY[snares[step] ?? '.'];
      // A ghost snare before the next phrase acts as a small fill.
      if (!s && fillBar && step >= 13 && rng() < 0.5) s = 0.35;
      if (s) addOneShot(out, snare, at, human(s) * 0.7, 0);

      const hatChar = hats[step] ?? '.';
      const h = VELOCITY[hatChar];
      if (!h) continue;
      const beat = Math.floor(step / 4);
      if (rollBeats.has(beat) && step % 2 === 0) {
        // Triplets or thirty-seconds across the next two sixteenths.
        const hits = rng() < 0.5 ? 3 : 4;
        const span = stepSpan(grid, bar, step, 2);
        for (let r = 0; r < hits; r++) {
          addOneShot(out, hat, at + Math.round((r * span) / hits), human(0.5 + 0.12 * r) * 0.32, 0.25);
        }
      } else if (!rollBeats.has(beat)) {
        addOneShot(out, hatChar === 'O' ? openHat : hat, at, human(h) * 0.32, hatChar === 'O' ? 0.3 : 0.22);
      }
    }
  }
  return out;
}

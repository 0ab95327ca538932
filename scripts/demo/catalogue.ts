/**
 * The demo catalogue: hand-written tracks for `npm start`, plus a generator for the 100,000-track
 * benchmark catalogue. Plain data; the media for each entry comes from media.ts.
 */
import { createRng, deriveSeed, pick, randInt } from './rng.ts';

export interface DemoTrack {
  title: string;
  description: string;
  /** 1 to 3 tags; the first is the style. */
  tags: string[];
  bpm: number;
  key: string;
  /** The record label the beat is released under. */
  label: string;
  pricingCents: number;
  /** Drives the synthesiser: one of the styles synth.ts knows, or a default groove. */
  style: string;
  seed: number;
}

export const DEMO_TAGS = ['Chill', 'Upbeat', 'Melancholic', 'Inspiring', 'Dark', 'Trap', 'Lo-Fi', 'Afrobeat'] as const;
/** The tags synth.ts has a dedicated sound for. */
export const SYNTH_STYLES = ['Chill', 'Upbeat', 'Melancholic', 'Inspiring', 'Dark', 'Trap'] as const;

/** Demo tracks given away for an e-mail address, as producers do to grow their list. */
export const FREE_DOWNLOAD_TITLES: readonly string[] = ['Paper Lanterns', 'Glass Rain'];

const LABELS = ['Night Shift Audio', 'Tape Deck Records', 'Golden Era Sound', 'Cold Front Music', 'Sunroom Sessions'];
const PRICES = [2999, 3499, 3999, 4999] as const;

type Entry = [title: string, tags: string[], bpm: number, key: string, price: number, description: string];

const ENTRIES: Entry[] = [
  [
    'Midnight Static',
    ['Chill', 'Lo-Fi'],
    82,
    'A minor',
    2999,
    'Dusty electric piano and a lazy swung groove for late-night writing sessions.',
  ],
  [
    'Paper Lanterns',
    ['Chill', 'Lo-Fi'],
    76,
    'F major',
    2999,
    'Warm keys drifting over a soft boom-bap pocket, made for slow verses.',
  ],
  [
    'Rooftop Sunday',
    ['Upbeat'],
    118,
    'C major',
    3499,
    'Four-on-the-floor bounce with bright plucks and a bassline that never sits still.',
  ],
  [
    'Golden Hour Drive',
    ['Upbeat', 'Inspiring'],
    124,
    'G major',
    3999,
    'Windows-down energy: offbeat bass, open hats and a hook that writes itself.',
  ],
  [
    'Glass Rain',
    ['Melancholic'],
    72,
    'D minor',
    3499,
    'A slow, rain-streaked pad with a fragile lead that leaves room for a heavy heart.',
  ],
  [
    'Letters I Never Sent',
    ['Melancholic', 'Lo-Fi'],
    84,
    'E minor',
    2999,
    'Bittersweet chords and brushed drums for confessional lyrics.',
  ],
  [
    'Higher Ground',
    ['Inspiring'],
    100,
    'D major',
    3999,
    'Stacked supersaws and a soaring lead built for a chorus that lifts.',
  ],
  [
    'First Light',
    ['Inspiring', 'Chill'],
    92,
    'Bb major',
    3499,
    'A hopeful, sunrise-coloured progression with a steady, patient groove.',
  ],
  [
    'Black Tide',
    ['Dark'],
    140,
    'C minor',
    3999,
    'Half-time menace: a deep kick, a cold pad and a melody that circles like a shark.',
  ],
  [
    'Cold Iron',
    ['Dark', 'Trap'],
    146,
    'F minor',
    4999,
    'Sparse, heavy and cinematic, with a sub that hits you in the chest.',
  ],
  [
    'Cartel Season',
    ['Trap', 'Dark'],
    150,
    'G minor',
    4999,
    'Sliding 808s, rolling hats and an eerie bell hook for hard-hitting bars.',
  ],
  [
    'Ice Cream Coupe',
    ['Trap'],
    140,
    'C# minor',
    3999,
    'Glossy bells over bouncing 808 glides: flex-ready from the first bar.',
  ],
  ['Velvet Hours', ['Chill'], 88, 'Eb major', 3499, 'Smooth seventh chords and a flute-like lead for R&B after dark.'],
  [
    'Neon Lagoon',
    ['Upbeat', 'Afrobeat'],
    108,
    'A major',
    3499,
    'Syncopated stabs and a rubbery bass that keeps the dancefloor moving.',
  ],
  [
    'Sunday Service',
    ['Inspiring'],
    96,
    'F major',
    2999,
    'Big, open chords with a gospel lift, ready for a choir of ad-libs.',
  ],
  [
    'Ghost Protocol',
    ['Dark'],
    90,
    'B minor',
    3999,
    'Stealthy low end and a hollow lead, like a chase scene in slow motion.',
  ],
  [
    'Lagos Nights',
    ['Upbeat', 'Afrobeat'],
    104,
    'E minor',
    3999,
    'A warm, swaying groove with bright plucks and an easy summer feel.',
  ],
  ['Money Talk', ['Trap'], 160, 'A minor', 4999, 'Fast, relentless hats and a snarling 808 for an anthem-sized flex.'],
  [
    'Slow Motion Summer',
    ['Chill', 'Lo-Fi'],
    70,
    'D major',
    2999,
    'Hazy, unhurried and golden: a beat for the last week of August.',
  ],
  [
    'Run It Back',
    ['Upbeat'],
    128,
    'E major',
    3499,
    'Club-ready drums and punchy chords that beg for a call-and-response hook.',
  ],
  [
    'Skyline Prayer',
    ['Inspiring', 'Melancholic'],
    86,
    'A minor',
    3999,
    'Looking up from the city: bittersweet harmony that builds toward hope.',
  ],
  [
    'Smoke & Mirrors',
    ['Dark', 'Trap'],
    134,
    'D minor',
    4999,
    'Murky pads, a ghostly lead and drums that stalk rather than run.',
  ],
  [
    'Candy Paint',
    ['Trap', 'Upbeat'],
    144,
    'F major',
    3999,
    'A playful bell riff on top of gliding 808s: bright trap with a grin.',
  ],
  [
    'Afterglow',
    ['Inspiring', 'Upbeat'],
    112,
    'Ab major',
    3999,
    'Euphoric chords that keep rising, for the moment the lights come up.',
  ],
];

export const DEMO_TRACKS: DemoTrack[] = ENTRIES.map(([title, tags, bpm, key, pricingCents, description], i) => ({
  title,
  description,
  tags,
  bpm,
  key,
  label: LABELS[i % LABELS.length] ?? 'Independent',
  pricingCents,
  style: tags[0] ?? 'Chill',
  seed: deriveSeed(1000 + i, title),
}));

const ADJECTIVES = [
  'Midnight',
  'Golden',
  'Velvet',
  'Neon',
  'Silent',
  'Electric',
  'Broken',
  'Crimson',
  'Hollow',
  'Faded',
  'Sapphire',
  'Frozen',
  'Burning',
  'Lazy',
  'Restless',
  'Distant',
  'Hidden',
  'Lunar',
  'Solar',
  'Wild',
  'Paper',
  'Glass',
  'Smoky',
  'Sweet',
  'Bitter',
  'Cosmic',
  'Urban',
  'Rainy',
  'Dusty',
  'Lucid',
  'Violet',
  'Amber',
  'Silver',
  'Heavy',
  'Weightless',
  'Analog',
  'Digital',
  'Lonely',
  'Endless',
  'Secret',
] as const;
const NOUNS = [
  'Skyline',
  'Harbor',
  'Echoes',
  'Dreams',
  'Avenue',
  'Static',
  'Tides',
  'Horizon',
  'Lanterns',
  'Motel',
  'Cassette',
  'Orbit',
  'Pulse',
  'Mirage',
  'Summer',
  'Winter',
  'Rooftops',
  'Streets',
  'Ghosts',
  'Satellites',
  'Letters',
  'Waves',
  'Highway',
  'Garden',
  'Diamonds',
  'Shadows',
  'Signals',
  'Embers',
  'Cathedral',
  'Arcade',
  'Tokyo',
  'Lagos',
  'Paris',
  'Brooklyn',
  'Atlanta',
  'Kingdom',
  'Riviera',
  'Frequency',
  'Daylight',
  'Thunder',
] as const;
const SUFFIXES = ['', '', '', '', ' II', ' (Night Mix)', ' Pt. 2', ' Interlude', ' Remix', ' Reprise'] as const;
const KEYS = [
  'C major',
  'G major',
  'D major',
  'A major',
  'E major',
  'F major',
  'Bb major',
  'Eb major',
  'A minor',
  'E minor',
  'B minor',
  'F# minor',
  'C# minor',
  'D minor',
  'G minor',
  'C minor',
  'F minor',
] as const;
const MOODS: Record<string, readonly string[]> = {
  Chill: ['laid-back', 'mellow', 'late-night'],
  Upbeat: ['bouncy', 'sunny', 'high-energy'],
  Melancholic: ['bittersweet', 'wistful', 'rainy-day'],
  Inspiring: ['uplifting', 'cinematic', 'hopeful'],
  Dark: ['ominous', 'gritty', 'haunting'],
  Trap: ['hard-hitting', 'bouncing', 'menacing'],
  'Lo-Fi': ['dusty', 'warm', 'tape-soaked'],
  Afrobeat: ['swaying', 'sun-drenched', 'rhythmic'],
};
const USES = ['late-night verses', 'melodic hooks', 'storytelling', 'freestyles', 'R&B vocals', 'a summer single'];

/**
 * Track `i` of the benchmark catalogue. Deterministic in `i` and cheap (no media), so 100,000
 * rows are generated in well under a second.
 */
export function largeCatalogueTrack(i: number): DemoTrack {
  const seed = deriveSeed(i, 'large-catalogue');
  const rng = createRng(seed);
  const style = pick(rng, DEMO_TAGS);
  const tags = [style];
  const extra = randInt(rng, 0, 2);
  for (let t = 0; t < extra; t++) {
    const tag = pick(rng, DEMO_TAGS);
    if (!tags.includes(tag)) tags.push(tag);
  }
  const title = `${pick(rng, ADJECTIVES)} ${pick(rng, NOUNS)}${pick(rng, SUFFIXES)}`;
  const mood = pick(rng, MOODS[style] ?? ['fresh']);
  return {
    title,
    description: `A ${mood} ${style.toLowerCase()} beat for ${pick(rng, USES)}.`,
    tags,
    bpm: randInt(rng, 70, 160),
    key: pick(rng, KEYS),
    label: pick(rng, LABELS),
    pricingCents: pick(rng, PRICES),
    style,
    seed,
  };
}

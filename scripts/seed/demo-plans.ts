import type { UsageTerms } from '@beats/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../worker/src/db/client.ts';
import { licensePlans } from '../../worker/src/db/schema.ts';

type PlanSeed = Omit<typeof licensePlans.$inferInsert, 'features' | 'deliverables' | 'terms'> & {
  features: string[];
  deliverables: ('mp3' | 'wav' | 'stems')[];
  terms: UsageTerms;
};

/** License packs a typical beat store sells, cheapest first. Prices in cents. */
export const DEMO_PLANS: PlanSeed[] = [
  {
    name: 'Basic MP3 Lease',
    tier: 'Basic License',
    description: 'Untagged MP3 for demos, mixtapes and streaming releases.',
    price: 2999,
    terms: {
      audioStreams: 10_000,
      copiesSold: 2_000,
      musicVideos: 1,
      radioStations: 0,
      livePerformances: 10,
      termYears: 2,
    },
    deliverables: ['mp3'],
    features: [
      'Untagged MP3 (320 kbps)',
      'Up to 10,000 audio streams',
      '1 music video',
      'Non-profit live performances',
    ],
    note: 'Credit the producer in the title.',
    position: 1,
  },
  {
    name: 'Premium WAV Lease',
    tier: 'Premium License',
    description: 'Studio-quality WAV plus MP3 for commercial singles.',
    price: 5999,
    popular: true,
    terms: {
      audioStreams: 250_000,
      copiesSold: 10_000,
      musicVideos: 2,
      radioStations: 2,
      livePerformances: null,
      termYears: 5,
    },
    deliverables: ['mp3', 'wav'],
    features: ['Untagged WAV and MP3', 'Up to 250,000 audio streams', '2 music videos', 'Paid live performances'],
    note: 'Best value for a commercial single.',
    position: 2,
  },
  {
    name: 'Unlimited Stems',
    tier: 'Unlimited License',
    description: 'Every track stem for mixing, with unlimited streams and sales.',
    price: 14999,
    terms: {
      audioStreams: null,
      copiesSold: null,
      musicVideos: null,
      radioStations: null,
      livePerformances: null,
      termYears: 10,
    },
    deliverables: ['mp3', 'wav', 'stems'],
    features: [
      'WAV, MP3 and track stems',
      'Unlimited audio streams',
      'Unlimited music videos',
      'Radio broadcasting rights',
    ],
    note: 'Non-exclusive: the beat stays on sale.',
    position: 3,
  },
  {
    name: 'Exclusive Rights',
    tier: 'Exclusive License',
    description: 'Full ownership of the beat: it is taken off sale after your purchase.',
    price: 49999,
    exclusive: true,
    terms: {
      audioStreams: null,
      copiesSold: null,
      musicVideos: null,
      radioStations: null,
      livePerformances: null,
      termYears: null,
    },
    deliverables: ['mp3', 'wav', 'stems'],
    features: [
      'WAV, MP3 and track stems',
      'Unlimited commercial use',
      'Beat removed from the store',
      'Publishing split negotiable',
    ],
    note: 'One buyer only.',
    position: 4,
  },
];

export async function seedPlans(db: Db): Promise<void> {
  for (const plan of DEMO_PLANS) {
    const [existing] = await db
      .select({ id: licensePlans.id, terms: licensePlans.terms })
      .from(licensePlans)
      .where(eq(licensePlans.name, plan.name));
    if (existing) {
      // Stores seeded before plans had usage terms get them; terms the owner set stay.
      if (existing.terms === '{}') {
        await db
          .update(licensePlans)
          .set({ terms: JSON.stringify(plan.terms) })
          .where(eq(licensePlans.id, existing.id));
      }
      continue;
    }
    await db.insert(licensePlans).values({
      ...plan,
      features: JSON.stringify(plan.features),
      deliverables: JSON.stringify(plan.deliverables),
      terms: JSON.stringify(plan.terms),
    });
  }
}

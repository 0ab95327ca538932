/**
 * The license agreement of one purchased item, as a PDF made in the Worker with pdf-lib. Every
 * fact in it comes from the order's snapshot (buyer, track, plan, its usage terms and files, the
 * price paid, the date), so a plan edited or deleted later never changes a signed agreement, and
 * the same item always gives the same document.
 */
import { type Deliverable, formatPrice, type UsageTerms } from '@beats/contract';
import { PDFDocument } from 'pdf-lib';
import { dateText, PdfWriter } from './pdf-writer.ts';

export interface AgreementFacts {
  storeName: string;
  /** The licensor's postal address, a line each (the store's identity; may be none). */
  storeAddress: readonly string[];
  buyerName: string;
  buyerEmail: string;
  trackTitle: string;
  planName: string;
  exclusive: boolean;
  terms: UsageTerms;
  deliverables: Deliverable[];
  /** Cents. */
  price: number;
  /** Cents: for an upgrade, what the buyer had paid for the track's licenses before; else 0. */
  credit: number;
  currency: string;
  /** When the order completed, ms. */
  purchasedAt: number;
  orderId: string;
  itemId: string;
  transactionId: string | null;
}

const DELIVERABLE_NAMES: Record<Deliverable, string> = {
  mp3: 'Untagged MP3',
  wav: 'Untagged WAV',
  stems: 'Track stems (ZIP)',
};

/** A usage limit in words: 'Up to 10,000', 'Unlimited', 'Not allowed'. */
export function limitText(limit: number | null): string {
  if (limit === null) return 'Unlimited';
  if (limit === 0) return 'Not allowed';
  return `Up to ${limit.toLocaleString('en-US')}`;
}

export function termText(terms: UsageTerms, purchasedAt: number): string {
  if (terms.termYears === null) return 'Perpetual';
  const plural = terms.termYears === 1 ? 'year' : 'years';
  return `${terms.termYears} ${plural} from ${dateText(purchasedAt)}`;
}

/** The usage terms as the agreement lists them. */
export function termLines(terms: UsageTerms, purchasedAt: number): [string, string][] {
  return [
    ['Audio streams', limitText(terms.audioStreams)],
    ['Copies sold (downloads and physical)', limitText(terms.copiesSold)],
    ['Music videos', limitText(terms.musicVideos)],
    ['Radio stations', limitText(terms.radioStations)],
    ['Live performances', limitText(terms.livePerformances)],
    ['Term', termText(terms, purchasedAt)],
  ];
}

export async function agreementPdf(facts: AgreementFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const purchased = new Date(facts.purchasedAt);
  doc.setTitle(`License agreement: ${facts.trackTitle} (${facts.planName})`);
  doc.setAuthor(facts.storeName);
  doc.setSubject(`Order ${facts.orderId}, item ${facts.itemId}`);
  doc.setCreator(facts.storeName);
  doc.setProducer(facts.storeName);
  // Fixed to the purchase, so every download of an agreement is the same file.
  doc.setCreationDate(purchased);
  doc.setModificationDate(purchased);

  const write = await PdfWriter.start(doc);
  const kind = facts.exclusive ? 'exclusive' : 'non-exclusive';

  write.text('License Agreement', { size: 22, bold: true, after: 4 });
  write.text(`${facts.planName} for "${facts.trackTitle}"`, { size: 13, muted: true, after: 16 });

  write.field('Licensor', [facts.storeName, ...facts.storeAddress]);
  write.field('Licensee', `${facts.buyerName} <${facts.buyerEmail}>`);
  write.field('Track', facts.trackTitle);
  write.field('License', `${facts.planName} (${kind})`);
  write.field('Price paid', `${formatPrice(facts.price)} ${facts.currency}`);
  // The agreement grants the whole license: an upgrade's price was its plan's less what was paid before.
  if (facts.credit > 0) write.field('Upgrade', `${formatPrice(facts.credit)} paid before for this track`);
  write.field('Date of purchase', dateText(facts.purchasedAt));
  write.field('Order', facts.orderId);
  write.field('Item', facts.itemId);
  write.field('PayPal transaction', facts.transactionId ?? '-');
  write.gap(14);

  write.text('Files delivered', { size: 13, bold: true, after: 2 });
  write.text(facts.deliverables.map((d) => DELIVERABLE_NAMES[d]).join(', ') || 'None', { after: 12 });

  write.text('Usage terms', { size: 13, bold: true, after: 2 });
  for (const [label, value] of termLines(facts.terms, facts.purchasedAt)) write.field(label, value);
  write.gap(14);

  write.text('Grant', { size: 13, bold: true, after: 2 });
  write.text(
    `${facts.storeName} (the Licensor) grants ${facts.buyerName} (the Licensee) a ${kind} license to use the Track ` +
      'in one new musical work and to distribute and perform that work within the usage terms above, for the ' +
      'term above. The Licensee may not resell, sublicense or distribute the Track on its own, or register it ' +
      'with a content identification service. The Licensor keeps the copyright of the Track.',
    { after: 6 },
  );
  write.text(
    facts.exclusive
      ? 'Exclusive: from the date of purchase the Licensor sells no further license to the Track. Licenses sold ' +
          'before that date remain valid under their own terms.'
      : 'Non-exclusive: the Licensor may license the Track to others.',
    { after: 6 },
  );
  write.text(
    'The Licensee credits the Licensor as producer wherever credits are given (e.g. "Prod. by ' +
      `${facts.storeName}").`,
    { after: 18 },
  );
  write.text(
    `These terms were fixed at purchase on ${dateText(facts.purchasedAt)}; later changes to the license offered in the ` +
      `store do not change this agreement. Issued by ${facts.storeName} for order ${facts.orderId}.`,
    { size: 9, muted: true },
  );
  return doc.save({ useObjectStreams: false });
}

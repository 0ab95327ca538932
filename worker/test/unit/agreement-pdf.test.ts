import { describe, expect, it } from 'vitest';
import { type AgreementFacts, agreementPdf } from '../../src/downloads/agreement-pdf.ts';
import { overlappingText, pdfDrawnText, pdfText } from '../pdf-text.ts';

const facts: AgreementFacts = {
  storeName: 'Nova Beats',
  storeAddress: ['100 Example Street', 'Los Angeles, CA 90012', 'United States'],
  buyerName: 'Maya Rivers',
  buyerEmail: 'maya@example.com',
  trackTitle: 'Paper Lanterns',
  planName: 'Unlimited Stems',
  exclusive: false,
  terms: {
    audioStreams: null,
    copiesSold: 10_000,
    musicVideos: 1,
    radioStations: 0,
    livePerformances: null,
    termYears: 10,
  },
  deliverables: ['mp3', 'wav', 'stems'],
  price: 14999,
  credit: 0,
  currency: 'USD',
  purchasedAt: Date.UTC(2026, 10, 26, 12),
  orderId: 'ord-5nstjty3uyezqcsy',
  itemId: 'itm-8wq5k8r2ugwv65a6',
  transactionId: 'CAPTURE-1',
};

describe('the license agreement is laid out for reading', () => {
  it('draws no text over other text: a long label wraps in its column, beside its value', async () => {
    const pdf = await agreementPdf(facts);
    expect(await overlappingText(pdf)).toEqual([]);

    // 'Copies sold (downloads and physical)' is wider than its column: it takes two lines, its
    // value stands on the first, and the next term starts below both.
    const boxes = await pdfDrawnText(pdf);
    const label = boxes.filter((run) => run.bold && /^Copies sold|^physical\)/.test(run.text));
    expect(label.map((run) => run.text)).toEqual(['Copies sold (downloads and', 'physical)']);
    const value = boxes.find((run) => run.text === 'Up to 10,000');
    const next = boxes.find((run) => run.text === 'Music videos');
    expect(value?.y).toBe(label[0]?.y);
    expect(next?.y).toBeLessThan(label[1]?.y ?? 0);
  });

  it('still reads label then value, term by term', async () => {
    const { text } = await pdfText(await agreementPdf(facts));
    expect(text).toMatch(/Audio streams\s*Unlimited\s*Copies sold \(downloads and\s*physical\)\s*Up to 10,000/);
    expect(text).toMatch(/Music videos\s*Up to 1\s*Radio stations\s*Not allowed\s*Live performances\s*Unlimited/);
    expect(text).toMatch(/Term\s*10 years from November 26, 2026/);
  });
});

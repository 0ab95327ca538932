import type { OrderView } from '@beats/contract';
import { describe, expect, it } from 'vitest';
import { receiptPdf } from '../../src/downloads/receipt-pdf.ts';
import { overlappingText, pdfText } from '../pdf-text.ts';

const order: OrderView = {
  id: 'ord-tax',
  createdAt: '2026-11-27T09:30:00.000Z',
  amount: 2999,
  currency: 'USD',
  discounts: [],
  status: 'completed',
  refunded: 0,
  transactionId: 'CAPTURE-1',
  receiptUrl: '/api/downloads/orders/ord-tax/receipt',
  items: [
    {
      id: 'item-1',
      licenseId: 1,
      licenseDetails: { name: 'Basic MP3 Lease' },
      price: 2999,
      listPrice: 2999,
      credit: 0,
      exclusive: false,
      song: {
        id: 1,
        title: 'Night Drive',
        artist: 'Nova',
        coverImage: null,
        coverSizes: {},
        audioFile: null,
        likeCount: 0,
        liked: false,
      },
      downloads: [],
    },
  ],
};

const receiptText = async (storeAddress: string[], storeTaxId: string) =>
  (
    await pdfText(
      await receiptPdf({
        storeName: 'Nova Beats',
        storeEmail: 'hello@novabeats.example',
        storeAddress,
        storeTaxId,
        buyerName: 'Maya Rivers',
        buyerEmail: 'maya@example.com',
        order,
        refunds: [],
      }),
    )
  ).text;

describe('a receipt names the seller as the store identity does', () => {
  it('prints the postal address, a line each, and the tax number when the owner set them', async () => {
    const text = await receiptText(['1 Harbour Lane', 'Bristol BS1 4RN', 'United Kingdom'], 'VAT GB123456789');
    expect(text).toMatch(
      /Sold by\s*Nova Beats <hello@novabeats\.example>\s*1 Harbour Lane\s*Bristol BS1 4RN\s*United Kingdom/,
    );
    expect(text).toMatch(/Tax number\s*VAT GB123456789/);
  });

  it('prints neither when the identity has none', async () => {
    const text = await receiptText([], '');
    expect(text).toMatch(/Sold by\s*Nova Beats <hello@novabeats\.example>\s*Sold to/);
    expect(text).not.toContain('Tax number');
  });
});

describe('a receipt is laid out for reading', () => {
  it('draws no text over other text, with long names, a discount and a refund', async () => {
    const [item] = order.items;
    if (!item) throw new Error('the order has a line');
    const long = {
      ...order,
      items: [
        {
          ...item,
          licenseDetails: { name: 'Unlimited Stems and Video Lease (Extended Term)' },
          song: { ...item.song, title: 'A Very Long Title That Runs Across The Whole Receipt Line Twice Over' },
        },
      ],
      discounts: [{ kind: 'code' as const, label: 'WELCOME10 (10% off leases)', amount: 300 }],
      status: 'refunded' as const,
      refunded: 2699,
    };
    const pdf = await receiptPdf({
      storeName: 'Nova Beats',
      storeEmail: 'hello@novabeats.example',
      storeAddress: ['1 Harbour Lane', 'Bristol BS1 4RN', 'United Kingdom'],
      storeTaxId: 'VAT GB123456789',
      buyerName: 'Maya Rivers-Montgomery-Lewis',
      buyerEmail: 'maya.rivers.montgomery.lewis@example.com',
      order: long,
      refunds: [{ amount: 2699, at: Date.UTC(2026, 10, 28) }],
    });
    expect(await overlappingText(pdf)).toEqual([]);
  });
});

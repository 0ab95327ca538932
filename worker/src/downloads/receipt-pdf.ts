/**
 * The receipt of an order, as a PDF its buyer keeps for their accounts: who sold to whom, when,
 * each license at its price, the discounts, the total paid through PayPal, and any refund since,
 * with what was paid in the end. Made from the order's snapshot like the license agreements, so
 * it names the tracks and plans as they were bought.
 */
import { formatPrice, type OrderView, upgradeNote } from '@beats/contract';
import { PDFDocument } from 'pdf-lib';
import { dateText, PdfWriter } from './pdf-writer.ts';

export interface ReceiptFacts {
  storeName: string;
  storeEmail: string;
  /** The seller's postal address, a line each, and tax number, as the store's identity gives them. */
  storeAddress: readonly string[];
  storeTaxId: string;
  buyerName: string;
  buyerEmail: string;
  order: OrderView;
  /** Each refund PayPal made of it, oldest first (cents, ms). */
  refunds: { amount: number; at: number }[];
}

/** 'Paid', 'Partly refunded', 'Refunded': what became of the payment. */
function paymentState(order: OrderView): string {
  if (order.status === 'refunded' || (order.refunded > 0 && order.refunded >= order.amount)) return 'Refunded';
  return order.refunded > 0 ? 'Partly refunded' : 'Paid';
}

export async function receiptPdf(facts: ReceiptFacts): Promise<Uint8Array> {
  const { order } = facts;
  const paidAt = Date.parse(order.createdAt);
  const money = (cents: number) => `${formatPrice(cents)} ${order.currency}`;
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt for order ${order.id}`);
  doc.setAuthor(facts.storeName);
  doc.setSubject(`Order ${order.id}`);
  doc.setCreator(facts.storeName);
  doc.setProducer(facts.storeName);
  // Fixed to the payment and the last refund, so every download of the same receipt is one file.
  doc.setCreationDate(new Date(paidAt));
  doc.setModificationDate(new Date(facts.refunds.at(-1)?.at ?? paidAt));

  const write = await PdfWriter.start(doc);
  write.text('Receipt', { size: 22, bold: true, after: 4 });
  write.text(facts.storeName, { size: 13, muted: true, after: 16 });

  write.field('Sold by', [`${facts.storeName} <${facts.storeEmail}>`, ...facts.storeAddress]);
  if (facts.storeTaxId.trim()) write.field('Tax number', facts.storeTaxId);
  // An account may have been made without a name: the address alone then.
  write.field('Sold to', facts.buyerName.trim() ? `${facts.buyerName} <${facts.buyerEmail}>` : facts.buyerEmail);
  write.field('Order', order.id);
  write.field('Date paid', dateText(paidAt));
  write.field('Paid with', `PayPal, transaction ${order.transactionId ?? '-'}`);
  write.field('Status', paymentState(order));
  write.gap(18);

  write.text('Licenses', { size: 13, bold: true, after: 2 });
  for (const item of order.items) {
    const notes = [item.exclusive ? 'exclusive' : null, item.credit > 0 ? upgradeNote(item.credit) : null];
    const note = notes.filter((text) => text !== null).join('; ');
    write.row(
      `${item.song.title} (${item.licenseDetails.name})${note ? `, ${note}` : ''}`,
      formatPrice(item.listPrice),
    );
  }
  for (const discount of order.discounts) write.row(discount.label, `-${formatPrice(discount.amount)}`);
  write.rule();
  write.row('Total paid', money(order.amount), { bold: true });

  if (order.refunded > 0) {
    write.gap(6);
    // Each refund at its date; an order refunded before refunds were kept one by one, as one sum.
    if (facts.refunds.length === 0) write.row('Refunded', `-${formatPrice(order.refunded)}`);
    for (const refund of facts.refunds) {
      write.row(`Refunded on ${dateText(refund.at)}`, `-${formatPrice(refund.amount)}`);
    }
    write.rule();
    write.row('Paid after refunds', money(Math.max(0, order.amount - order.refunded)), { bold: true });
  }
  write.gap(24);

  write.text(
    `Issued by ${facts.storeName} for order ${order.id}. Each license's terms are in its license agreement, ` +
      'downloaded with its files from your order history.',
    { size: 9, muted: true },
  );
  return doc.save({ useObjectStreams: false });
}

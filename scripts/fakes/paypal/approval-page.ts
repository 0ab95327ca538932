/** The page where the buyer approves a payment (PayPal's "checkoutnow"): the order, Pay, or Cancel. */
import { escapeHtml } from '@beats/contract';

export interface ApprovalView {
  token: string;
  brandName: string;
  items: { name: string; value: string }[];
  /** What the store's discounts take off the items, if anything. */
  discount: string | null;
  total: string;
  payerEmail: string;
}

export function approvalPage(view: ApprovalView): string {
  const rows = view.items
    .map((item) => `<tr><td>${escapeHtml(item.name)}</td><td class="amount">$${escapeHtml(item.value)}</td></tr>`)
    .join('\n          ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Pay with PayPal (local)</title>
    <style>
      :root { color-scheme: light; }
      body { font: 16px/1.5 system-ui, sans-serif; background: #f5f7fa; color: #1c1e21; margin: 0; padding: 32px 16px; }
      main { max-width: 460px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; }
      h1 { font-size: 1.4rem; margin: 0 0 4px; }
      table { width: 100%; border-collapse: collapse; margin: 16px 0; }
      td { padding: 6px 0; border-bottom: 1px solid #e4e6eb; }
      .amount { text-align: right; white-space: nowrap; }
      .total td { font-weight: 700; border-bottom: 0; }
      label { display: block; margin: 12px 0 4px; font-weight: 600; }
      input { width: 100%; box-sizing: border-box; padding: 8px; font: inherit; }
      .actions { display: grid; gap: 8px; margin-top: 20px; }
      button { font: inherit; padding: 10px 16px; border-radius: 999px; cursor: pointer; border: 1px solid #0070ba; }
      .pay { background: #0070ba; color: #fff; font-weight: 700; }
      .cancel { background: #fff; color: #0070ba; }
      button:focus-visible, input:focus-visible { outline: 3px solid #003087; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Pay ${escapeHtml(view.brandName)}</h1>
      <p>Local stand-in for PayPal: no money moves.</p>
      <table>
        <tbody>
          ${rows}
          ${view.discount ? `<tr><td>Discount</td><td class="amount">−$${escapeHtml(view.discount)}</td></tr>` : ''}
          <tr class="total"><td>Total (USD)</td><td class="amount">$${escapeHtml(view.total)}</td></tr>
        </tbody>
      </table>
      <form method="post" action="/checkoutnow">
        <input type="hidden" name="token" value="${escapeHtml(view.token)}">
        <label for="email">PayPal account</label>
        <input id="email" name="email" type="email" value="${escapeHtml(view.payerEmail)}" autocomplete="email" required>
        <div class="actions">
          <button class="pay" type="submit" name="decision" value="pay">Pay $${escapeHtml(view.total)}</button>
          <button class="cancel" type="submit" name="decision" value="cancel" formnovalidate>Cancel and return to ${escapeHtml(view.brandName)}</button>
        </div>
      </form>
    </main>
  </body>
</html>`;
}

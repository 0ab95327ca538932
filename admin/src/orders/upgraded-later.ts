/**
 * What the owner is told before refunding an order whose tracks the buyer upgraded since: the
 * upgrade counted what they had paid for the track (this order's line among it) off the higher
 * plan, and a refund of this order does not take that back. The refund stays the owner's call.
 */
import type { OrderRecord } from '../api/records.ts';
import { formatDollars } from '../ui/money.ts';

/** One sentence per upgrade, in the order they were bought. */
export const upgradedLaterWarnings = (order: Pick<OrderRecord, 'upgradedLater'>): string[] =>
  order.upgradedLater.map(
    (upgrade) =>
      `${upgrade.songTitle} was upgraded later to ${upgrade.planName} with ${formatDollars(upgrade.credit)} paid before counted, this order included: refunding does not change that upgrade.`,
  );

/** The note on an upgraded line of the order's lines. */
export const upgradedLaterNote = (upgrade: OrderRecord['upgradedLater'][number]): string =>
  `Upgraded later to ${upgrade.planName} (${formatDollars(upgrade.credit)} counted)`;

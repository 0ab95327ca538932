/**
 * The cart's arithmetic, as pure functions over plain data (the store in cart.store.ts persists
 * the result). Prices are integer cents, as everywhere in the store.
 *
 * The spec's cart counts quantities: adding an item whose id is already there raises its quantity,
 * removing lowers it and deletes the line at 1. The product rule is one license per track: a
 * license is a right, buying the same one twice grants nothing. Both hold here: lines keep the
 * spec's quantity arithmetic (totals are price × quantity, removal decrements), and `addLine`
 * never lets a license line grow past 1: the same plan again leaves the cart unchanged, and
 * another plan for the same track replaces that track's line in place.
 */
import {
  DELIVERABLE_NAMES,
  DELIVERABLES,
  type Deliverable,
  type License,
  planPriceForSong,
  type Song,
} from '@beats/contract';
import { coverOfSize } from '../../ui/track-cover.ts';

/** The song fields a cart line keeps (what the cart page and checkout show). */
export interface CartSong {
  id: number;
  title: string;
  cover: string | null;
  tags: string[];
  /** The track's price in cents: what its cheapest license costs. */
  pricing: number;
  /** The licensed files the track has; unknown for a line's song changed from the cart. */
  deliverables?: Deliverable[];
}

/** The files `plan` delivers that the track has not got (none when that is unknown: checkout checks). */
export const missingFiles = (song: CartSong, plan: Pick<License, 'deliverables'>): Deliverable[] =>
  song.deliverables === undefined ? [] : plan.deliverables.filter((kind) => !song.deliverables?.includes(kind));

/** Why a plan is not offered on a track: 'This track has no WAV or stems file.' */
export const missingFilesText = (missing: readonly Deliverable[]): string =>
  `This track has no ${missing.map((kind) => DELIVERABLE_NAMES[kind]).join(' or ')} file.`;

/**
 * A license upgrade (the order history offers it): the buyer owns the track under `ownedPlanIds`,
 * and pays a higher plan's price less `credit`, what they paid for it (cents). Checkout's quote
 * computes both again on the server.
 */
export interface Upgrade {
  credit: number;
  ownedPlanIds: number[];
}

/** What a buy button keeps of a song (only these fields travel to the browser). */
export const toCartSong = (song: Song): CartSong => ({
  id: song.id,
  title: song.title,
  cover: coverOfSize(song, 128),
  tags: song.musicTag,
  pricing: song.pricing,
  deliverables: song.deliverables,
});

/** The song of a cart line, to change its plan from the cart. */
export const songOfLine = (item: CartItem): CartSong => ({
  id: item.songId,
  title: item.songTitle,
  cover: item.songThumbnail,
  tags: item.tags,
  pricing: item.songPricing,
  ...(item.songDeliverables ? { deliverables: item.songDeliverables } : {}),
});

export interface CartItem {
  /** `{songId}-license-{planId}` */
  id: string;
  songId: number;
  planId: number;
  songTitle: string;
  songThumbnail: string | null;
  /** The plan's name, as the spec's cart shows it. */
  planTier: string;
  planDescription: string;
  /** The line as people read it: '{title} ({plan name})'. */
  name: string;
  /** Unit price in cents. */
  price: number;
  quantity: number;
  totalPrice: number;
  tags: string[];
  /** The track's own price, so its plan can be changed from the cart. */
  songPricing: number;
  /**
   * The licensed files the track has, so 'Change license' marks the plans it cannot deliver as
   * the track page's dialog does; missing on lines saved before the cart kept them (checkout checks).
   */
  songDeliverables?: Deliverable[];
  /** For an upgrade of a license the buyer holds: `price` is the plan's less its credit. */
  upgrade?: Upgrade;
}

export interface CartState {
  items: CartItem[];
  totalQuantity: number;
  totalPrice: number;
}

export const EMPTY_CART: CartState = { items: [], totalQuantity: 0, totalPrice: 0 };

export type AddOutcome = 'added' | 'replaced' | 'unchanged' | 'invalid-price';

export function cartItemId(songId: number, planId: number): string {
  return `${songId}-license-${planId}`;
}

export function withTotals(items: CartItem[]): CartState {
  return {
    items,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice: items.reduce((sum, item) => sum + item.totalPrice, 0),
  };
}

/**
 * A line of `plan` for `song` at `price`, the plan's price for the track; an upgrade's line costs
 * that less its credit.
 */
export function newLine(
  song: CartSong,
  plan: Pick<License, 'id' | 'name' | 'description'>,
  planPrice: number,
  upgrade?: Upgrade,
): CartItem {
  const price = upgradePrice(planPrice, upgrade);
  return {
    id: cartItemId(song.id, plan.id),
    songId: song.id,
    planId: plan.id,
    songTitle: song.title,
    songThumbnail: song.cover,
    planTier: plan.name,
    planDescription: plan.description,
    name: `${song.title} (${plan.name})`,
    price,
    quantity: 1,
    totalPrice: price,
    tags: song.tags,
    songPricing: song.pricing,
    ...(song.deliverables ? { songDeliverables: song.deliverables } : {}),
    ...(upgrade ? { upgrade } : {}),
  };
}

/** What a plan costs the buyer: for an upgrade, its price less the credit (never below zero). */
export const upgradePrice = (planPrice: number, upgrade: Upgrade | undefined): number =>
  Math.max(0, planPrice - (upgrade?.credit ?? 0));

/** Puts `line` in the cart under the one-license-per-track rule (see the file comment). */
export function addLine(cart: CartState, line: CartItem): { cart: CartState; outcome: AddOutcome } {
  if (cart.items.some((item) => item.id === line.id)) return { cart, outcome: 'unchanged' };
  const index = cart.items.findIndex((item) => item.songId === line.songId);
  if (index === -1) return { cart: withTotals([...cart.items, line]), outcome: 'added' };
  const items = cart.items.map((item, i) => (i === index ? line : item));
  return { cart: withTotals(items), outcome: 'replaced' };
}

/**
 * The lines at today's prices: each track's own price (`pricing`, by song id) and the plans as
 * the store offers them now. A line whose track or plan is not among them keeps its price: the
 * checkout says what became of it. The same cart comes back when no price moved.
 */
export function repriceLines(
  cart: CartState,
  pricing: ReadonlyMap<number, number>,
  plans: readonly Pick<License, 'id' | 'price'>[],
): CartState {
  let moved = false;
  const items = cart.items.map((item) => {
    const songPricing = pricing.get(item.songId);
    const plan = plans.find((p) => p.id === item.planId);
    if (songPricing === undefined || !plan) return item;
    const price = upgradePrice(planPriceForSong(songPricing, plan, plans), item.upgrade);
    if (price === item.price && songPricing === item.songPricing) return item;
    moved = true;
    return { ...item, price, totalPrice: price * item.quantity, songPricing };
  });
  return moved ? withTotals(items) : cart;
}

/** The plans a buyer holds, by track id. */
export type Holdings = ReadonlyMap<number, readonly number[]>;

/**
 * The cart without what the buyer holds (the same cart when it has none of it): a line of a track
 * they own goes, unless it upgrades to a plan they do not hold yet.
 */
export function withoutOwned(cart: CartState, held: Holdings): CartState {
  const items = cart.items.filter((item) => {
    const plans = held.get(item.songId);
    return !plans || (item.upgrade !== undefined && !plans.includes(item.planId));
  });
  return items.length === cart.items.length ? cart : withTotals(items);
}

/** Takes one of the line away: deletes it at quantity 1, otherwise lowers its quantity. */
export function removeLine(cart: CartState, id: string): CartState {
  const line = cart.items.find((item) => item.id === id);
  if (!line) return cart;
  if (line.quantity <= 1) return withTotals(cart.items.filter((item) => item !== line));
  const quantity = line.quantity - 1;
  return withTotals(
    cart.items.map((item) => (item === line ? { ...item, quantity, totalPrice: item.price * quantity } : item)),
  );
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isUpgrade(value: unknown): value is Upgrade {
  if (typeof value !== 'object' || value === null) return false;
  const upgrade = value as Record<string, unknown>;
  return isCount(upgrade.credit) && Array.isArray(upgrade.ownedPlanIds) && upgrade.ownedPlanIds.every(isCount);
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    isCount(item.songId) &&
    isCount(item.planId) &&
    item.id === cartItemId(item.songId, item.planId) &&
    typeof item.songTitle === 'string' &&
    (item.songThumbnail === null || typeof item.songThumbnail === 'string') &&
    typeof item.planTier === 'string' &&
    typeof item.planDescription === 'string' &&
    typeof item.name === 'string' &&
    isCount(item.price) &&
    isCount(item.quantity) &&
    item.quantity > 0 &&
    Array.isArray(item.tags) &&
    item.tags.every((tag) => typeof tag === 'string') &&
    isCount(item.songPricing) &&
    (item.upgrade === undefined || isUpgrade(item.upgrade)) &&
    (item.songDeliverables === undefined ||
      (Array.isArray(item.songDeliverables) &&
        item.songDeliverables.every((kind) => (DELIVERABLES as readonly unknown[]).includes(kind))))
  );
}

/**
 * Reads a saved cart. Storage is outside our control (old versions, other tabs, hand edits), so
 * lines that are not well-formed are dropped and every total is recomputed from the lines.
 */
export function decodeCart(raw: string): CartState {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY_CART;
  }
  const items = (parsed as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return EMPTY_CART;
  return withTotals(items.filter(isCartItem).map((item) => ({ ...item, totalPrice: item.price * item.quantity })));
}

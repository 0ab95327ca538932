import { DEFAULT_USAGE_TERMS, type License } from '@beats/contract';
import {
  cleanTestStorage,
  getTestStorage,
  // Not a React hook despite its name: it swaps localStorage for an in-memory store.
  useTestStorageEngine as installTestStorage,
  setTestStorageKey,
} from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartSong } from './cart-lines.ts';
import { cartLine } from './fixtures.ts';
import { CART_STORAGE_KEY } from './saved-cart.ts';

// The persistent engine must be in place before the store reads storage on import.
installTestStorage();
const { $cart, addToCart, clearBought, clearCart, removeFromCart } = await import('./cart.store.ts');

const plan = (id: number, name: string, price: number): License => ({
  id,
  name,
  description: `${name} terms`,
  price,
  tier: `${name} License`,
  features: [],
  popular: false,
  note: null,
  deliverables: ['mp3'],
  exclusive: false,
  terms: DEFAULT_USAGE_TERMS,
});

const basic = plan(1, 'Basic', 2999);
const premium = plan(2, 'Premium', 5999);
const plans = [basic, premium];

const song = (id: number, pricing = 2999): CartSong => ({
  id,
  title: `Song ${id}`,
  cover: `/media/covers/${id}.jpg`,
  tags: ['trap', 'dark'],
  pricing,
});

let unsubscribe: () => void = () => undefined;
beforeEach(() => {
  // A listener keeps the store mounted, as a page's components do.
  unsubscribe = $cart.listen(() => undefined);
  clearCart();
});
afterEach(() => {
  unsubscribe();
  cleanTestStorage();
  vi.restoreAllMocks();
});

describe('cart store', () => {
  it('adds a line with the spec shape, price in cents, quantity 1', () => {
    expect(addToCart(song(7), premium, plans)).toBe('added');
    const cart = $cart.get();
    expect(cart.items).toEqual([
      {
        id: '7-license-2',
        songId: 7,
        planId: 2,
        songTitle: 'Song 7',
        songThumbnail: '/media/covers/7.jpg',
        planTier: 'Premium',
        planDescription: 'Premium terms',
        name: 'Song 7 (Premium)',
        price: 5999,
        quantity: 1,
        totalPrice: 5999,
        tags: ['trap', 'dark'],
        songPricing: 2999,
      },
    ]);
    expect(cart.totalQuantity).toBe(1);
    expect(cart.totalPrice).toBe(5999);
  });

  it("prices each plan for the track's own price (the server's rule)", () => {
    // A $39.99 track in a store whose cheapest plan is $29.99: every plan costs $10 more.
    addToCart(song(3, 3999), premium, plans);
    expect($cart.get().items[0]?.price).toBe(6999);
  });

  it('appends lines for other tracks and sums the totals in cents', () => {
    addToCart(song(1), basic, plans);
    addToCart(song(2), premium, plans);
    addToCart(song(3, 4999), basic, plans);
    const cart = $cart.get();
    expect(cart.items.map((i) => i.id)).toEqual(['1-license-1', '2-license-2', '3-license-1']);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.totalPrice).toBe(2999 + 5999 + 4999);
  });

  it('the same license again leaves it at quantity 1 (one license per track)', () => {
    addToCart(song(1), basic, plans);
    expect(addToCart(song(1), basic, plans)).toBe('unchanged');
    const cart = $cart.get();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(1);
    expect(cart.totalQuantity).toBe(1);
    expect(cart.totalPrice).toBe(2999);
  });

  it('another plan for the same track replaces its line in place', () => {
    addToCart(song(1), basic, plans);
    addToCart(song(2), basic, plans);
    expect(addToCart(song(1), premium, plans)).toBe('replaced');
    const cart = $cart.get();
    expect(cart.items.map((i) => i.id)).toEqual(['1-license-2', '2-license-1']);
    expect(cart.items[0]).toMatchObject({ planTier: 'Premium', price: 5999, quantity: 1 });
    expect(cart.totalQuantity).toBe(2);
    expect(cart.totalPrice).toBe(5999 + 2999);
  });

  it("a price that is not a number aborts and logs 'Invalid price'", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...premium, price: 'call us' as unknown as number };
    expect(addToCart(song(1), broken, [basic, broken])).toBe('invalid-price');
    expect(error).toHaveBeenCalledWith('Invalid price');
    expect($cart.get().items).toEqual([]);
    expect(addToCart({ ...song(2), pricing: Number.NaN }, basic, plans)).toBe('invalid-price');
    expect($cart.get().totalQuantity).toBe(0);
  });

  it('removing deletes a line at quantity 1 and lowers the totals by its price', () => {
    addToCart(song(1), basic, plans);
    addToCart(song(2), premium, plans);
    removeFromCart('1-license-1');
    const cart = $cart.get();
    expect(cart.items.map((i) => i.id)).toEqual(['2-license-2']);
    expect(cart.totalQuantity).toBe(1);
    expect(cart.totalPrice).toBe(5999);
  });

  it('removing from a line of quantity 2 (a cart saved by the older app) lowers it by one', () => {
    const line = { ...cartLine(4), quantity: 2, totalPrice: 5998 };
    setTestStorageKey(CART_STORAGE_KEY, JSON.stringify({ items: [line], totalQuantity: 2, totalPrice: 5998 }));
    expect($cart.get().totalQuantity).toBe(2);
    removeFromCart('4-license-1');
    expect($cart.get().items[0]).toMatchObject({ quantity: 1, totalPrice: 2999 });
    expect($cart.get()).toMatchObject({ totalQuantity: 1, totalPrice: 2999 });
    removeFromCart('4-license-1');
    expect($cart.get()).toEqual({ items: [], totalQuantity: 0, totalPrice: 0 });
  });

  it('removing an id that is not in the cart changes nothing', () => {
    addToCart(song(1), basic, plans);
    const before = $cart.get();
    removeFromCart('99-license-1');
    expect($cart.get()).toBe(before);
  });

  it('clearing empties the cart', () => {
    addToCart(song(1), basic, plans);
    addToCart(song(2), basic, plans);
    clearCart();
    expect($cart.get()).toEqual({ items: [], totalQuantity: 0, totalPrice: 0 });
  });

  it('after a purchase, lets go of the tracks the buyer owns and keeps the others', () => {
    addToCart(song(1), basic, plans);
    addToCart(song(2), premium, plans);
    addToCart(song(3), basic, plans);
    // Tracks 1 and 2 were bought (or owned before); 3 was added in another tab meanwhile.
    clearBought(
      new Map([
        [2, [2]],
        [1, [1]],
        [9, [1]],
      ]),
    );
    expect($cart.get().items.map((item) => item.songId)).toEqual([3]);
    expect($cart.get().totalQuantity).toBe(1);
    expect($cart.get().totalPrice).toBe(2999);
    // An old purchase opened again leaves a cart of other tracks as it is.
    clearBought(
      new Map([
        [1, [1]],
        [2, [2]],
      ]),
    );
    expect($cart.get().items.map((item) => item.songId)).toEqual([3]);
  });

  it('prices an upgrade at the plan less what the buyer paid, and keeps it after another purchase until it is bought', () => {
    expect(addToCart(song(1), premium, plans, { credit: 2999, ownedPlanIds: [1] })).toBe('added');
    addToCart(song(2), basic, plans);
    expect($cart.get().items.map((item) => [item.songId, item.price, item.upgrade?.credit])).toEqual([
      [1, 3000, 2999],
      [2, 2999, undefined],
    ]);
    expect($cart.get().totalPrice).toBe(5999);
    // Track 2 bought: the upgrade of track 1, whose Basic license was bought before, stays.
    clearBought(
      new Map([
        [1, [1]],
        [2, [1]],
      ]),
    );
    expect($cart.get().items.map((item) => item.songId)).toEqual([1]);
    // The upgrade bought: it goes.
    clearBought(new Map([[1, [1, 2]]]));
    expect($cart.get().items).toEqual([]);
  });

  it('keeps an upgrade through storage, and drops one that is not well-formed', () => {
    addToCart(song(1), premium, plans, { credit: 2999, ownedPlanIds: [1] });
    const saved = getTestStorage()[CART_STORAGE_KEY] ?? '';
    expect(JSON.parse(saved).items[0].upgrade).toEqual({ credit: 2999, ownedPlanIds: [1] });
    const forged = JSON.parse(saved);
    forged.items[0].upgrade = { credit: -5, ownedPlanIds: [1] };
    setTestStorageKey(CART_STORAGE_KEY, JSON.stringify(forged));
    expect($cart.get().items).toEqual([]);
  });

  describe('persistence', () => {
    it('every change is written to storage and read back the same', () => {
      addToCart(song(1), basic, plans);
      addToCart(song(2), premium, plans);
      const saved = getTestStorage()[CART_STORAGE_KEY] ?? '';
      expect(JSON.parse(saved)).toEqual($cart.get());

      // Another tab (or the next page load) writes the cart: the store takes it as it was.
      const copy = $cart.get();
      clearCart();
      setTestStorageKey(CART_STORAGE_KEY, saved);
      expect($cart.get()).toEqual(copy);
    });

    it('a damaged saved cart reads as empty, and bad lines are dropped with totals recomputed', () => {
      setTestStorageKey(CART_STORAGE_KEY, '{not json');
      expect($cart.get()).toEqual({ items: [], totalQuantity: 0, totalPrice: 0 });

      const good = cartLine(5);
      const lines = [good, { ...cartLine(6), price: 'free' }, { ...cartLine(8), id: 'forged' }, null];
      setTestStorageKey(CART_STORAGE_KEY, JSON.stringify({ items: lines, totalQuantity: 40, totalPrice: 1 }));
      expect($cart.get()).toEqual({ items: [good], totalQuantity: 1, totalPrice: 2999 });
    });

    it('removing the saved cart elsewhere empties it here', () => {
      addToCart(song(1), basic, plans);
      setTestStorageKey(CART_STORAGE_KEY, undefined);
      expect($cart.get().items).toEqual([]);
    });
  });
});

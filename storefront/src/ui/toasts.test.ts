import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  dismissPageToasts,
  dismissToast,
  flashToast,
  MAX_TOASTS,
  showFlashedToast,
  showToast,
  toast,
} from './toasts.store.ts';

/** The browser's per-tab storage, in memory (the unit tests run without a browser). */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

const messages = () => $toasts.get().map((t) => t.message);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});

afterEach(() => {
  for (const t of $toasts.get()) dismissToast(t.id);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('toasts', () => {
  it('keep success for 2 s, and blank, error and custom for 4 s', () => {
    toast.success('Saved');
    toast.blank('Note');
    toast.error('Failed');
    toast.custom('Hello');
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(['Saved', 'Note', 'Failed', 'Hello']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['Note', 'Failed', 'Hello']);
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(['Note', 'Failed', 'Hello']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('keep a loading toast, and a question that waits for its answer, until dismissed', () => {
    const loading = toast.loading('Uploading...');
    const question = toast.custom('Remove it?', {
      duration: Number.POSITIVE_INFINITY,
      actions: [{ label: 'Yes', onSelect: () => undefined }],
    });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(messages()).toEqual(['Uploading...', 'Remove it?']);
    expect(vi.getTimerCount()).toBe(0);
    dismissToast(loading);
    dismissToast(question);
    expect(messages()).toEqual([]);
  });

  it('dismissing one early stops its timer and leaves the others', () => {
    const first = toast.success('One');
    toast.success('Two');
    dismissToast(first);
    expect(messages()).toEqual(['Two']);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it(`keep the newest ${MAX_TOASTS}, dropping the oldest and their timers`, () => {
    const total = MAX_TOASTS + 5;
    for (let i = 1; i <= total; i++) showToast('success', `Toast ${i}`);
    expect(messages()).toEqual(Array.from({ length: MAX_TOASTS }, (_, i) => `Toast ${i + 6}`));
    expect(vi.getTimerCount()).toBe(MAX_TOASTS);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it('say a notice once: shown again while on screen, it replaces the first and keeps its full time', () => {
    toast.error('Invalid email or password.');
    toast.blank('Note');
    vi.advanceTimersByTime(3000);
    toast.error('Invalid email or password.');
    expect(messages()).toEqual(['Note', 'Invalid email or password.']);
    vi.advanceTimersByTime(3999);
    expect(messages()).toEqual(['Invalid email or password.']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
    // Another type, or a question, is another toast.
    toast.blank('Saved');
    toast.success('Saved');
    const ask = { duration: Number.POSITIVE_INFINITY, actions: [{ label: 'Yes', onSelect: () => undefined }] };
    toast.custom('Remove it?', ask);
    toast.custom('Remove it?', ask);
    expect(messages()).toEqual(['Saved', 'Saved', 'Remove it?', 'Remove it?']);
  });

  it('leaving the page drops the questions (they were about it) and keeps the notices', () => {
    toast.success('Added');
    toast.custom('Remove it?', {
      duration: Number.POSITIVE_INFINITY,
      actions: [{ label: 'Yes', onSelect: () => undefined }],
    });
    toast.loading('Saving...');
    dismissPageToasts();
    expect(messages()).toEqual(['Added', 'Saving...']);
  });
});

describe('a flash toast (a message that comes with a navigation)', () => {
  it('shows on the next page, once', () => {
    flashToast('success', 'You have been logged out successfully!');
    expect(messages()).toEqual([]);
    showFlashedToast();
    expect($toasts.get()).toMatchObject([{ type: 'success', message: 'You have been logged out successfully!' }]);
    showFlashedToast();
    expect(messages()).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it('shows nothing when none was left, and drops a malformed one without failing', () => {
    showFlashedToast();
    expect(messages()).toEqual([]);
    sessionStorage.setItem('store:flash-toast', '{not json');
    expect(() => showFlashedToast()).not.toThrow();
    expect(messages()).toEqual([]);
    showFlashedToast();
    expect(messages()).toEqual([]);
  });
});

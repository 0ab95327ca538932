/**
 * The admin on a phone: under antd's `md` breakpoint (768 px), where a list keeps the columns its
 * owner reads on the go and scrolls, if at all, inside its own box, and a slide-in form takes the
 * whole width.
 */
import type { Breakpoint } from 'antd';
import { useMediaQuery } from '../layout/use-media-query.ts';

/** The widths the admin treats as a phone's: the same edge as antd's `md`, so a column's `responsive` agrees. */
export const PHONE_QUERY = '(max-width: 767px)';

export const usePhone = (): boolean => useMediaQuery(PHONE_QUERY);

/** A column's `responsive` for what a phone leaves out: shown from `md` up. */
export const BEYOND_PHONES: Breakpoint[] = ['md'];

/**
 * A list's `scroll`: at desk widths the least width it was drawn for (its columns kept in full,
 * the actions in view); on a phone the screen's width, so the columns it keeps there wrap to it
 * (a fixed layout's cut to it), and a table that still cannot fit scrolls in its own box.
 */
export function useTableScroll(deskWidth: number): { x: number | string } {
  return { x: usePhone() ? '100%' : deskWidth };
}

/** A slide-in form's width: its own on a desk, the whole screen on a phone (520 px would be cut off). */
export function useDrawerWidth(deskWidth: number): number | string {
  return usePhone() ? '100%' : deskWidth;
}

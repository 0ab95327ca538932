/**
 * The admin in the store's colours (storefront/src/styles/global.css): antd's dark algorithm over
 * the storefront's background, surfaces, borders and violet accent.
 */
import { type ThemeConfig, theme } from 'antd';

export const STORE_COLOURS = {
  bg: '#0b0b10',
  surface: '#15151d',
  surface2: '#1e1e2a',
  border: '#2a2a3a',
  text: '#f4f4f7',
  muted: '#a6a6bb',
  accent: '#8b5cf6',
  accentStrong: '#7c3aed',
  accentSoft: '#c4b5fd',
  success: '#22c55e',
  danger: '#ef4444',
  /** Red for words on a surface: `danger` is 4.3:1 there, this 6.6:1 (WCAG asks 4.5). */
  dangerText: '#f87171',
  warning: '#f59e0b',
} as const;

export const adminTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: STORE_COLOURS.accentStrong,
    colorInfo: STORE_COLOURS.accentStrong,
    colorSuccess: STORE_COLOURS.success,
    colorError: STORE_COLOURS.danger,
    colorWarning: STORE_COLOURS.warning,
    colorLink: STORE_COLOURS.accentSoft,
    colorBgBase: STORE_COLOURS.bg,
    colorBgLayout: STORE_COLOURS.bg,
    colorBgContainer: STORE_COLOURS.surface,
    colorBgElevated: STORE_COLOURS.surface2,
    colorBorder: STORE_COLOURS.border,
    colorBorderSecondary: STORE_COLOURS.border,
    colorText: STORE_COLOURS.text,
    colorTextSecondary: STORE_COLOURS.muted,
    // antd's own secondary text (Typography's secondary, form hints, statistic titles, counts) is
    // derived darker than `muted`: 4.49:1 on the surfaces, under WCAG's 4.5.
    colorTextDescription: STORE_COLOURS.muted,
    colorTextTertiary: STORE_COLOURS.muted,
    borderRadius: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  components: {
    Layout: { siderBg: STORE_COLOURS.surface, headerBg: STORE_COLOURS.surface, bodyBg: STORE_COLOURS.bg },
    // The selected section's label: antd's derived violet on its violet highlight is 2:1.
    Menu: {
      itemBg: STORE_COLOURS.surface,
      darkItemBg: STORE_COLOURS.surface,
      itemSelectedColor: STORE_COLOURS.accentSoft,
      darkItemSelectedColor: STORE_COLOURS.accentSoft,
    },
    // A danger button's label ('Delete'): antd's derived red is 3.8:1 on a surface.
    Button: { colorError: STORE_COLOURS.dangerText },
    // An empty table's words ('No alerts.') are in the disabled colour, about 2.2:1 on a surface.
    Table: { colorTextDisabled: STORE_COLOURS.muted },
  },
};

/**
 * On a phone (ui/phone.ts): buttons, fields, pagination and the menu's links 44 px high, the least
 * a finger hits without missing (antd's 32 px suits a mouse). The small size is 44 px too: antd
 * derives it as three quarters of the default, and a table's small buttons (Refund, Reply, Mark
 * read, Forget, Resolve) were 33 px; a phone has no room to save there, only taps to miss. The
 * menu's icon keeps its gap to the label, which antd derives from the small size. A calendar's
 * days keep near antd's own size: derived from 44 px, a month was wider than a 360 px screen.
 * Cards pad less, for the page. What a token cannot size (switches, checkboxes, links in text,
 * a table's expand button) admin.css and ui/ExpandRowButton.tsx give a 44 px hit area.
 */
export const phoneTheme: ThemeConfig = {
  ...adminTheme,
  token: { ...adminTheme.token, controlHeight: 44, controlHeightSM: 44 },
  components: {
    ...adminTheme.components,
    Menu: { ...adminTheme.components?.Menu, itemHeight: 44, iconMarginInlineEnd: 10 },
    // A segmented control's options are its height less the track's 2 px either side: 44 px.
    Segmented: { controlHeight: 48 },
    DatePicker: { cellWidth: 40, cellHeight: 32 },
    Card: { bodyPadding: 16, headerPadding: 16 },
  },
};

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
    borderRadius: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  components: {
    Layout: { siderBg: STORE_COLOURS.surface, headerBg: STORE_COLOURS.surface, bodyBg: STORE_COLOURS.bg },
    Menu: { itemBg: STORE_COLOURS.surface, darkItemBg: STORE_COLOURS.surface },
  },
};

// The base style sheet every widget's shadow root starts with: the --fw-* design tokens for the
// light and dark themes, and a reset that keeps the host page's inherited styles out. The shell's
// own chrome takes the same tokens on the document (pageThemeStyles), so chrome and widgets look
// like one product.
//
import { defineStyles } from './style-sheets'

// Tokens are declared on :host, so a host page can still tune them from outside
// (`fw-location-stats { --fw-accent: teal }`: page rules beat :host rules on the host element).
// The `theme` attribute picks the palette: light, dark, or system (the default) which follows
// prefers-color-scheme. Everything inside the shadow root reads only var(--fw-*).

/** The theme a widget is asked for; `system` follows the operating system. */
export type ThemeName = 'light' | 'dark' | 'system'
/** The palette actually in use. */
export type ResolvedTheme = 'light' | 'dark'

/** Reads a `theme` attribute; anything unknown means the default, `system`. */
export function parseTheme(value: unknown): ThemeName {
  return value === 'light' || value === 'dark' ? value : 'system'
}

/** The palette in use for a theme, given whether the system prefers dark. */
export function resolveTheme(theme: ThemeName, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light'
  return theme
}

/** The seven chart colours (docs/screens.md#numbers-the-screens-keep), readable on both backgrounds. */
export const CHART_PALETTE_LIGHT = ['#2563eb', '#f97316', '#16a34a', '#dc2626', '#9333ea', '#0891b2', '#ca8a04'] as const
export const CHART_PALETTE_DARK = ['#60a5fa', '#fb923c', '#4ade80', '#f87171', '#c084fc', '#22d3ee', '#facc15'] as const

const sharedTokens: Record<string, string> = {
  '--fw-font': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--fw-font-mono': "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  '--fw-font-size': '14px',
  '--fw-radius': '8px',
  '--fw-space': '8px',
}

/** Light palette. Text colours meet WCAG AA (4.5:1) on --fw-bg and --fw-surface. */
export const lightTokens: Record<string, string> = {
  '--fw-bg': '#ffffff',
  '--fw-surface': '#f8fafc',
  '--fw-surface-raised': '#ffffff',
  '--fw-fg': '#0f172a',
  '--fw-muted-fg': '#475569',
  '--fw-border': '#cbd5e1',
  '--fw-grid': '#e2e8f0',
  '--fw-accent': '#1d4ed8',
  '--fw-accent-fg': '#ffffff',
  '--fw-positive': '#15803d',
  '--fw-negative': '#b91c1c',
  '--fw-warning': '#b45309',
  '--fw-focus': '#2563eb',
  '--fw-tooltip-bg': '#0f172a',
  '--fw-tooltip-fg': '#f8fafc',
  '--fw-overlay': 'rgb(15 23 42 / 0.55)',
  '--fw-shadow': '0 1px 3px rgb(15 23 42 / 0.12), 0 1px 2px rgb(15 23 42 / 0.08)',
  ...Object.fromEntries(CHART_PALETTE_LIGHT.map((colour, i) => [`--fw-chart-${i + 1}`, colour])),
}

/** Dark palette. */
export const darkTokens: Record<string, string> = {
  '--fw-bg': '#0b1120',
  '--fw-surface': '#111827',
  '--fw-surface-raised': '#1f2937',
  '--fw-fg': '#f1f5f9',
  '--fw-muted-fg': '#a8b3c4',
  '--fw-border': '#374151',
  '--fw-grid': '#1f2937',
  '--fw-accent': '#60a5fa',
  '--fw-accent-fg': '#0b1120',
  '--fw-positive': '#4ade80',
  '--fw-negative': '#f87171',
  '--fw-warning': '#fbbf24',
  '--fw-focus': '#93c5fd',
  '--fw-tooltip-bg': '#f1f5f9',
  '--fw-tooltip-fg': '#0f172a',
  '--fw-overlay': 'rgb(0 0 0 / 0.7)',
  '--fw-shadow': '0 1px 3px rgb(0 0 0 / 0.5)',
  ...Object.fromEntries(CHART_PALETTE_DARK.map((colour, i) => [`--fw-chart-${i + 1}`, colour])),
}

function declarations(tokens: Record<string, string>): string {
  return Object.entries(tokens)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')
}

/**
 * The base sheet. `.fw-root` (the React mount) and `.fw-portal` (the popover layer) reset every
 * inherited property with `all: initial` so a page rule like `* { color: red; font-family: serif }`
 * that reaches the host element does not flow into the widget; custom properties survive `all`.
 */
export const baseStyles = defineStyles(`
:host { display: block; ${declarations(sharedTokens)} ${declarations(lightTokens)} color-scheme: light; }
:host([hidden]) { display: none; }
:host([theme='dark']) { ${declarations(darkTokens)} color-scheme: dark; }
@media (prefers-color-scheme: dark) {
  :host(:not([theme='light'])) { ${declarations(darkTokens)} color-scheme: dark; }
}
.fw-root, .fw-portal {
  all: initial;
  color: var(--fw-fg);
  font-family: var(--fw-font);
  font-size: var(--fw-font-size);
  line-height: 1.45;
}
.fw-root { display: block; }
.fw-portal { display: contents; }
*, *::before, *::after { box-sizing: border-box; }
:focus-visible { outline: 2px solid var(--fw-focus); outline-offset: 2px; }
.fw-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
/* A part's own display rule (a panel's display: flex) must not show what is hidden. */
[hidden] { display: none !important; }
`, 'base')

/** The document attribute the shell sets to light or dark; absent means system. */
export const PAGE_THEME_ATTRIBUTE = 'data-fw-theme'

/**
 * The same tokens on the document, for the shell's own chrome and any ui-kit part rendered outside
 * a widget: `<html data-fw-theme="dark">` picks the palette, no attribute follows the system.
 */
export const pageThemeStyles = defineStyles(`
:root { ${declarations(sharedTokens)} ${declarations(lightTokens)} color-scheme: light; }
:root[${PAGE_THEME_ATTRIBUTE}='dark'] { ${declarations(darkTokens)} color-scheme: dark; }
@media (prefers-color-scheme: dark) {
  :root:not([${PAGE_THEME_ATTRIBUTE}='light']) { ${declarations(darkTokens)} color-scheme: dark; }
}
`, 'base')

/**
 * The design tokens: one set for the site's pages and every element. Hosts theme elements by
 * setting `--clinic-<name>` on any ancestor; custom properties cross the shadow boundary.
 */
export const tokens = {
  'color-primary': '#0f6b66',
  'color-primary-hover': '#0a524e',
  'color-primary-contrast': '#ffffff',
  'color-accent': '#b4235a',
  'color-text': '#17202a',
  'color-muted': '#4a5565',
  'color-background': '#ffffff',
  'color-surface': '#f4f7f7',
  'color-border': '#c9d3d6',
  'color-focus': '#1f5fbf',
  'color-danger': '#b3261e',
  'color-danger-surface': '#fdecea',
  'color-success': '#1b6e3a',
  'color-success-surface': '#e7f5ec',
  'color-info': '#1d4f91',
  'color-info-surface': '#e8f0fb',
  'color-warning': '#7a4b00',
  'color-warning-surface': '#fff4dc',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  'font-size': '16px',
  radius: '10px',
  'radius-small': '6px',
  shadow: '0 8px 30px rgba(16, 42, 48, 0.12)',
} as const;

export type TokenName = keyof typeof tokens;

/**
 * The dark preset (`data-theme="dark"`, and `auto` when the visitor's system prefers dark): the
 * colours change, the rest stays; every pair of text and its background keeps WCAG AA contrast.
 */
export const darkTokens = {
  'color-primary': '#5fd0c6',
  'color-primary-hover': '#8ae0d8',
  'color-primary-contrast': '#0b1f1e',
  'color-accent': '#f48fb5',
  'color-text': '#e8eef0',
  'color-muted': '#a9b7bf',
  'color-background': '#11181c',
  'color-surface': '#1a2429',
  'color-border': '#44565f',
  'color-focus': '#8ab4ff',
  'color-danger': '#ff938a',
  'color-danger-surface': '#3a1a18',
  'color-success': '#7fdb9d',
  'color-success-surface': '#14301e',
  'color-info': '#95bbff',
  'color-info-surface': '#16253d',
  'color-warning': '#f5c46a',
  'color-warning-surface': '#392a0c',
  shadow: '0 8px 30px rgba(0, 0, 0, 0.55)',
} as const satisfies Partial<Record<TokenName, string>>;

/** The presets of `data-theme`: `light` (the default) and `dark`; `auto` follows the system. */
export const themes = { light: tokens, dark: /* @__PURE__ */ Object.assign({}, tokens, darkTokens) } as const;

/** The documented CSS custom properties, for the manifest. */
export const cssProperties = /* @__PURE__ */ Object.keys(tokens).map((name) => ({
  name: `--clinic-${name}`,
  default: tokens[name as TokenName],
}));

/**
 * Inside a shadow root each token becomes a private `--c-<name>` with the page's `--clinic-<name>`
 * winning over the default, so component styles stay short. `only`: just these tokens (the closed
 * chat's sheet, chat.closed-tokens.css, is this with the tokens its styles use).
 */
export function shadowTokensCss(only?: readonly string[]): string {
  const declarations = (values: Readonly<Record<string, string>>) =>
    Object.entries(values)
      .filter(([name]) => !only || only.includes(name))
      .map(([name, value]) => `--c-${name}: var(--clinic-${name}, ${value});`)
      .join(' ');
  const dark = declarations(darkTokens);
  // The page's --clinic-* still win over a preset; a preset only changes the defaults.
  return [
    `:host { ${declarations(tokens)} color-scheme: light; }`,
    // A dark element on a light page paints its own background (the page may still set another).
    `:host([data-theme='dark']) { ${dark} color-scheme: dark; background-color: var(--c-color-background); }`,
    `@media (prefers-color-scheme: dark) { :host([data-theme='auto']) { ${dark} color-scheme: dark; background-color: var(--c-color-background); } }`,
  ].join('\n');
}

/** The same tokens as page-level defaults, for the site's own stylesheet. */
export function pageTokensCss(): string {
  const lines = Object.entries(tokens).map(([name, value]) => `  --clinic-${name}: ${value};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

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

/** The documented CSS custom properties, for the manifest. */
export const cssProperties = Object.keys(tokens).map((name) => ({
  name: `--clinic-${name}`,
  default: tokens[name as TokenName],
}));

/**
 * Inside a shadow root each token becomes a private `--c-<name>` with the page's `--clinic-<name>`
 * winning over the default, so component styles stay short.
 */
export function shadowTokensCss(): string {
  const lines = Object.entries(tokens).map(([name, value]) => `--c-${name}: var(--clinic-${name}, ${value});`);
  return `:host { ${lines.join(' ')} }`;
}

/** The same tokens as page-level defaults, for the site's own stylesheet. */
export function pageTokensCss(): string {
  const lines = Object.entries(tokens).map(([name, value]) => `  --clinic-${name}: ${value};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

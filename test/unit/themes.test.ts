/** The light and dark presets keep every text colour readable on the backgrounds it is used on (WCAG AA). */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { shadowTokensCss, themes } from '../../widgets/runtime/styles/tokens.ts';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colour, background, and the ratio it needs: 4.5 for text, 3 for focus rings and borders of controls. */
const PAIRS: [string, string, number][] = [
  ['color-text', 'color-background', 4.5],
  ['color-text', 'color-surface', 4.5],
  ['color-muted', 'color-background', 4.5],
  ['color-muted', 'color-surface', 4.5],
  ['color-primary', 'color-background', 4.5],
  ['color-primary', 'color-surface', 4.5],
  ['color-primary-hover', 'color-background', 4.5],
  ['color-primary-contrast', 'color-primary', 4.5],
  ['color-primary-contrast', 'color-primary-hover', 4.5],
  ['color-accent', 'color-background', 4.5],
  ['color-danger', 'color-background', 4.5],
  ['color-danger', 'color-danger-surface', 4.5],
  ['color-success', 'color-success-surface', 4.5],
  ['color-info', 'color-info-surface', 4.5],
  ['color-warning', 'color-warning-surface', 4.5],
  ['color-text', 'color-danger-surface', 4.5],
  ['color-text', 'color-info-surface', 4.5],
  ['color-focus', 'color-background', 3],
];

for (const [name, theme] of Object.entries(themes)) {
  describe(`the ${name} preset`, () => {
    for (const [text, background, needed] of PAIRS) {
      it(`keeps ${text} on ${background} at ${needed}:1 or more`, () => {
        const values = theme as Record<string, string>;
        const ratio = contrast(values[text]!, values[background]!);
        assert.ok(ratio >= needed, `${values[text]} on ${values[background]}: ${ratio.toFixed(2)}:1`);
      });
    }
  });
}

describe('data-theme', () => {
  it('applies the dark preset for dark, and for auto when the system prefers dark', () => {
    const css = shadowTokensCss();
    assert.match(css, /:host\(\[data-theme='dark'\]\) \{[^}]*--c-color-background: var\(--clinic-color-background, #11181c\)/);
    assert.match(css, /@media \(prefers-color-scheme: dark\) \{ :host\(\[data-theme='auto'\]\) \{[^}]*--c-color-text: var\(--clinic-color-text, #e8eef0\)/);
  });
});

describe("the closed chat's token sheet", () => {
  const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  /** CSS text without comments and with one way of spacing, to compare declarations. */
  const normal = (css: string) =>
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};:,])\s*/g, '$1')
      .replace(/'/g, '"')
      .trim();

  it('declares, with the values of tokens.ts, every token the closed chat uses and no other', () => {
    const used = new Set(['color-background']);
    for (const file of ['widgets/runtime/styles/reset.css', 'widgets/elements/chat/chat.closed.css']) {
      for (const match of read(file).matchAll(/var\(--c-([a-z-]+)/g)) used.add(match[1]!);
    }
    assert.equal(normal(read('widgets/elements/chat/chat.closed-tokens.css')), normal(shadowTokensCss([...used])));
  });
});

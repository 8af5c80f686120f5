import { expect, waitUntil } from '@open-wc/testing';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';

/** The built ES module (npm run build first), loaded as an application's bundle runs it: not bundled with this test. */
const MODULE = '/dist/clinic-widgets.mjs';

/**
 * The page's import map names React's modules, as a page without a bundler does for the module:
 * each is this test's own copy (bundled with it), so the module's chunks use the page's React.
 */
function importMapOfPageReact(): void {
  const modules: Record<string, object> = { react: React, 'react-dom': ReactDom, 'react-dom/client': ReactDomClient, 'react/jsx-runtime': JsxRuntime };
  const imports: Record<string, string> = {};
  const global = window as unknown as { __pageReact: Record<string, object> };
  global.__pageReact = modules;
  for (const [name, module] of Object.entries(modules)) {
    const names = Object.keys(module).filter((key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key));
    const source = `const m = window.__pageReact[${JSON.stringify(name)}];\nexport const { ${names.join(', ')} } = m;\nexport default m;\n`;
    imports[name] = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  }
  const map = document.createElement('script');
  map.type = 'importmap';
  map.textContent = JSON.stringify({ imports });
  document.head.append(map);
}

describe('configure(), the ES module export', () => {
  it("configures the page before its first element connects: that element calls the API it names at once, and renders with the page's React", async () => {
    importMapOfPageReact();
    const requests: string[] = [];
    const real = window.fetch;
    window.fetch = async (input) => {
      requests.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ valid: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    try {
      const { configure } = (await import(MODULE)) as typeof import('../../widgets/module.ts');
      // As an application's entry does: import, configure, then render.
      expect(configure({ apiBase: 'https://api.partner.example' })?.apiBase).to.equal('https://api.partner.example');
      expect(window.ClinicWidgets!.configure({}).apiBase).to.equal('https://api.partner.example');
      const element = document.createElement('clinic-reset-password');
      element.setAttribute('token', 'a-reset-token');
      document.body.append(element);
      // The reset link is checked as the element connects, before its code has come.
      await waitUntil(
        () => requests.some((url) => url.startsWith('https://api.partner.example/api/auth/verify-reset-token')),
        `the link's check at the configured API (asked: ${requests.join(', ')})`,
        { timeout: 8000 },
      );
      // Its code comes from the module's chunks, which import the page's React.
      await waitUntil(() => element.shadowRoot?.querySelector('form'), 'the form, rendered by the element code', { timeout: 8000 });
      element.remove();
    } finally {
      window.fetch = real;
    }
  });
});

import { expect, waitUntil } from '@open-wc/testing';

/** The built ES module (npm run build first), loaded as an application's bundle runs it: not bundled with this test. */
const MODULE = '/dist/clinic-widgets.mjs';

describe('configure(), the ES module export', () => {
  it('configures the page before its first element connects: that element calls the API it names at once', async () => {
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
      element.remove();
    } finally {
      window.fetch = real;
    }
  });
});

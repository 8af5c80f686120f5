import { expect, fixture, waitUntil } from '@open-wc/testing';
import '../../widgets/elements/pricing/pricing.element.ts';
import '../../widgets/elements/sign-in/sign-in.element.ts';
import { ConfigStore, cleanOptions, defaultConfig } from '../../widgets/runtime/script/config/config.ts';
import { siteHref } from '../../widgets/runtime/script/config/urls.ts';
import { findOwnScript } from '../../widgets/runtime/script/config/script.ts';
import { resetWarnings } from '../../widgets/runtime/script/diagnostics/warn.ts';
import { createPageWidgets, usePageWidgets } from '../../widgets/runtime/script/page.ts';
import { VERSION } from '../../widgets/runtime/script/version.ts';
import { shadow } from '../support/page.ts';

const SITE = 'https://www.clinicplatform.in';

/**
 * Collects console.warn calls while `work` runs and its reports are made: their words come with
 * the diagnostics' own module, so it waits for that module, then for the reports queued on it.
 */
async function warnings(work: () => unknown | Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => seen.push(args.map(String).join(' '));
  try {
    await work();
    await import('../../widgets/runtime/script/config/config-diagnostics.ts');
    await new Promise((resolve) => setTimeout(resolve));
  } finally {
    console.warn = original;
  }
  return seen;
}

describe('configuration defaults', () => {
  beforeEach(() => resetWarnings());

  it("follow the script's own URL: the site, the API and the folder of the companion files", () => {
    const config = defaultConfig({ url: `${SITE}/v0/clinic-widgets.js`, defaultSite: '' });
    expect(config.siteUrl).to.equal(SITE);
    expect(config.apiBase).to.equal(SITE);
    expect(config.contentBase).to.equal(`${SITE}/v0/`);
  });

  it('bundled into an application, use the public site and this release’s pinned folder', () => {
    const config = defaultConfig({ url: null, defaultSite: SITE });
    expect(config.siteUrl).to.equal(SITE);
    expect(config.apiBase).to.equal(SITE);
    expect(config.contentBase).to.equal(`${SITE}/${VERSION}/`);
  });

  it("without any source, use the page's own origin", () => {
    const config = defaultConfig();
    expect(config.siteUrl).to.equal(location.origin);
    expect(config.apiBase).to.equal(location.origin);
    expect(config.contentBase).to.equal(`${location.origin}/`);
  });

  it('let an API base differ from the site, and a site setting move the API with it', () => {
    expect(defaultConfig({ url: `${SITE}/clinic-widgets.js`, defaultSite: '' }, { apiBase: 'https://api.example.in' }).siteUrl).to.equal(SITE);
    expect(defaultConfig({ url: null, defaultSite: '' }, { siteUrl: 'https://staging.example.in' }).apiBase).to.equal('https://staging.example.in');
  });

  it('layer data-* under window.ClinicWidgetsConfig under configure()', () => {
    const store = new ConfigStore({ appUrl: 'https://data.example', loginHref: '/data-login' }, undefined, {
      appUrl: 'https://global.example',
      analyticsUrl: 'https://a.example',
    });
    expect(store.get().appUrl).to.equal('https://global.example');
    expect(store.get().loginHref).to.equal('/data-login');
    store.configure({ appUrl: 'https://configured.example' });
    expect(store.get().appUrl).to.equal('https://configured.example');
    expect(store.get().analyticsUrl).to.equal('https://a.example');
  });

  it('reads window.ClinicWidgetsConfig set before the script', () => {
    const page = createPageWidgets({ storage: null, globalConfig: { apiBase: 'https://api.example.in', appUrl: 'https://app.example.in' } });
    expect(page.config.get().apiBase).to.equal('https://api.example.in');
    expect(page.config.get().appUrl).to.equal('https://app.example.in');
  });
});

describe('link defaults', () => {
  beforeEach(() => resetWarnings());

  it('are paths on the site’s own pages and full addresses on any other', () => {
    expect(siteHref({ siteUrl: location.origin }, '/register')).to.equal('/register');
    expect(siteHref({ siteUrl: SITE }, '/register')).to.equal(`${SITE}/register`);
    expect(siteHref({ siteUrl: SITE }, 'https://partner.example/join')).to.equal('https://partner.example/join');
  });

  it("lead to the script's site from a page elsewhere: sign-in and pricing", async () => {
    usePageWidgets(createPageWidgets({ storage: null, source: { url: `${SITE}/clinic-widgets.js`, defaultSite: '' } }));
    const signIn = await fixture(`<clinic-sign-in></clinic-sign-in>`);
    await waitUntil(() => shadow(signIn).querySelector('form'));
    const hrefs = [...shadow(signIn).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.include.members([`${SITE}/forgot-password`, `${SITE}/register`]);
    const pricing = await fixture(`<clinic-pricing sections="plans"></clinic-pricing>`);
    await waitUntil(() => shadow(pricing).querySelector('a[part="cta"]'));
    expect([...shadow(pricing).querySelectorAll('a[part="cta"]')].map((a) => a.getAttribute('href'))).to.deep.equal([
      `${SITE}/register?plan=basic&billing=monthly`,
      `${SITE}/register?plan=pro&billing=monthly`,
      `${SITE}/contact`,
    ]);
    // An address the page gives is used as it is.
    const own = await fixture(`<clinic-sign-in register-href="/join"></clinic-sign-in>`);
    await waitUntil(() => shadow(own).querySelector('form'));
    expect([...shadow(own).querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.include('/join');
  });
});

describe('the script finds itself', () => {
  let added: HTMLScriptElement[] = [];
  afterEach(() => {
    for (const script of added) script.remove();
    added = [];
  });
  const script = (src: string, data: Record<string, string> = {}) => {
    const element = document.createElement('script');
    element.type = 'text/plain'; // never run
    element.src = src;
    for (const [key, value] of Object.entries(data)) element.dataset[key] = value;
    document.head.append(element);
    added.push(element);
    return element;
  };

  it('loaded with type="module" (no currentScript), by its file name, with its data-* settings', () => {
    script('https://cdn.example/other.js');
    const own = script(`${SITE}/0.1.0/clinic-widgets.js`, { apiBase: 'https://api.example.in' });
    const found = findOwnScript(null, '');
    expect(found.element).to.equal(own);
    expect(found.source.url).to.equal(`${SITE}/0.1.0/clinic-widgets.js`);
    const page = createPageWidgets({ script: found.element, source: found.source, storage: null });
    expect(page.config.get().apiBase).to.equal('https://api.example.in');
    expect(page.config.get().siteUrl).to.equal(SITE);
  });

  it('as the module build, by its own URL', () => {
    const own = script(`${SITE}/v0/clinic-widgets.mjs`);
    expect(findOwnScript(null, own.src).element).to.equal(own);
    // Imported by another module, it has no element of its own: its URL still names the site.
    own.remove();
    const imported = findOwnScript(null, `${SITE}/v0/clinic-widgets.mjs`);
    expect(imported.element).to.equal(null);
    expect(imported.source.url).to.equal(`${SITE}/v0/clinic-widgets.mjs`);
  });

  it("bundled into an application, not at all, even beside the application's own script tag", () => {
    const app = script('https://app.example/assets/index-4f2a.js');
    const found = findOwnScript(null, app.src);
    expect(found.element).to.equal(null);
    expect(found.source.url).to.equal(null);
  });
});

describe('configuration diagnostics', () => {
  beforeEach(() => resetWarnings());

  it('warns once about an unknown configure() option, naming the one meant', async () => {
    const store = new ConfigStore();
    const seen = await warnings(() => {
      store.configure({ apiBAse: 'https://api.example.in' });
      store.configure({ apiBAse: 'https://api.example.in' });
    });
    expect(store.get().apiBase).to.equal(location.origin);
    expect(seen).to.have.length(1);
    expect(seen[0]).to.match(/^\[clinic-widgets\] ClinicWidgets\.configure\(\): unknown option "apiBAse"; did you mean "apiBase"\?/);
  });

  it('warns about an option that is not a string, and about window.ClinicWidgetsConfig by its name', async () => {
    const seen = await warnings(() => {
      cleanOptions({ appUrl: 42 });
      cleanOptions({ siteURL: SITE }, 'window.ClinicWidgetsConfig');
    });
    expect(seen[0]).to.contain('"appUrl" must be a string');
    expect(seen[1]).to.contain('window.ClinicWidgetsConfig: unknown option "siteURL"; did you mean "siteUrl"?');
  });

  it('warns about a data-* setting the script tag does not have', async () => {
    const element = document.createElement('script');
    element.dataset.apiBsae = SITE;
    const seen = await warnings(() => createPageWidgets({ script: element, storage: null }));
    expect(seen).to.have.length(1);
    expect(seen[0]).to.contain('data-api-bsae is not a setting; did you mean data-api-base?');
  });

  it('warns about an API base that ends in /api', async () => {
    const seen = await warnings(() => new ConfigStore({ apiBase: `${SITE}/api` }));
    expect(seen).to.have.length(1);
    expect(seen[0]).to.contain(`Give the site's address: ${SITE}.`);
  });
});

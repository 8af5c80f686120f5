/** Analytics page views: one {path, referrer, title} per page, by beacon, else a keepalive fetch, and none when off. */
import { expect } from '@open-wc/testing';
import { reportPageView } from '../../widgets/runtime/script/analytics/page-view.ts';
import { browser, stubBrowser } from '../../widgets/runtime/script/browser.ts';

const view = { path: '/pricing?billing=annually', referrer: 'https://www.google.com/', title: 'Pricing | ClinicPlatform' };

function stub(beacon: (url: string, body: unknown) => boolean) {
  const beacons: { url: string; body: unknown }[] = [];
  const fetches: { url: string; init: RequestInit | undefined }[] = [];
  const restore = stubBrowser({
    sendBeacon: (url, body) => (beacons.push({ url, body }), beacon(url, body)),
    fetch: async (url, init) => (fetches.push({ url: String(url), init }), new Response(null, { status: 204 })),
  });
  return { beacons, fetches, restore };
}

describe('analytics page views', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('is off when no analytics address is configured', () => {
    const { beacons, fetches, ...rest } = stub(() => true);
    restore = rest.restore;
    expect(reportPageView(browser, '', view)).to.equal(false);
    expect(reportPageView(browser, '   ', view)).to.equal(false);
    expect(beacons).to.deep.equal([]);
    expect(fetches).to.deep.equal([]);
  });

  it("keeps the visitor's search words out of the path, the title and the referrer", () => {
    const { beacons, ...rest } = stub(() => true);
    restore = rest.restore;
    const search = { path: '/support?q=asha%20rao%20pcod', referrer: 'https://clinic.example/support?q=asha', title: 'Search: asha rao pcod — Help Center' };
    expect(reportPageView(browser, 'https://stats.example.in/collect', search)).to.equal(true);
    expect(JSON.parse(String(beacons[0]!.body))).to.deep.equal({
      path: '/support?q=redacted',
      referrer: 'https://clinic.example/support?q=redacted',
      title: 'Search: redacted — Help Center',
    });
  });

  it('sends {path, referrer, title} with sendBeacon to the configured address', () => {
    const { beacons, fetches, ...rest } = stub(() => true);
    restore = rest.restore;
    expect(reportPageView(browser, 'https://stats.example.in/collect', view)).to.equal(true);
    expect(beacons).to.have.length(1);
    expect(beacons[0]!.url).to.equal('https://stats.example.in/collect');
    expect(JSON.parse(String(beacons[0]!.body))).to.deep.equal(view);
    expect(fetches).to.deep.equal([]);
  });

  it('reports the page shown when no view is given', () => {
    const { beacons, ...rest } = stub(() => true);
    restore = rest.restore;
    reportPageView(browser, '/collect');
    expect(JSON.parse(String(beacons[0]!.body))).to.deep.equal({
      path: `${location.pathname}${location.search}`,
      referrer: document.referrer,
      title: document.title,
    });
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    const { fetches, ...rest } = stub(() => false);
    restore = rest.restore;
    reportPageView(browser, '/collect', view);
    expect(fetches).to.have.length(1);
    expect(fetches[0]!.init).to.include({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(fetches[0]!.init!.body)).path).to.equal('/pricing?billing=annually');
  });
});

import { expect } from '@open-wc/testing';
import { reportPageView, type PageViewDeps } from '../../widgets/core/analytics/page-view.ts';

function deps(beacon: (url: string, body: unknown) => boolean) {
  const beacons: { url: string; body: unknown }[] = [];
  const fetches: { url: string; init: RequestInit | undefined }[] = [];
  const value: PageViewDeps = {
    navigator: { sendBeacon: (url: string | URL, body?: BodyInit | null) => (beacons.push({ url: String(url), body }), beacon(String(url), body)) },
    location: { pathname: '/pricing', search: '?billing=annually' },
    document: { referrer: 'https://www.google.com/', title: 'Pricing | ClinicPlatform' },
    fetch: async (url, init) => (fetches.push({ url: String(url), init }), new Response(null, { status: 204 })),
  };
  return { value, beacons, fetches };
}

describe('analytics page views', () => {
  it('is off when no analytics address is configured', () => {
    const { value, beacons, fetches } = deps(() => true);
    expect(reportPageView('', value)).to.equal(false);
    expect(reportPageView('   ', value)).to.equal(false);
    expect(beacons).to.deep.equal([]);
    expect(fetches).to.deep.equal([]);
  });

  it('sends {path, referrer, title} with sendBeacon to the configured address', () => {
    const { value, beacons, fetches } = deps(() => true);
    expect(reportPageView('https://stats.example.in/collect', value)).to.equal(true);
    expect(beacons).to.have.length(1);
    expect(beacons[0]!.url).to.equal('https://stats.example.in/collect');
    expect(JSON.parse(String(beacons[0]!.body))).to.deep.equal({
      path: '/pricing?billing=annually',
      referrer: 'https://www.google.com/',
      title: 'Pricing | ClinicPlatform',
    });
    expect(fetches).to.deep.equal([]);
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    const { value, fetches } = deps(() => false);
    reportPageView('/collect', value);
    expect(fetches).to.have.length(1);
    expect(fetches[0]!.init).to.include({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(fetches[0]!.init!.body)).path).to.equal('/pricing?billing=annually');
  });
});

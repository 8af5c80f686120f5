/**
 * The playground's "Copy embed code": the script tag is pinned to a release with its integrity and
 * crossorigin, every link is absolute on the site, and nothing from an attribute can break out of
 * the markup.
 */
import { expect } from '@open-wc/testing';
import { embedCode } from '../../demo-hosts/site/embed-code.ts';

const SITE = 'https://www.clinicplatform.in';
const RELEASE = { version: '0.1.0', integrity: 'sha384-+L+FLl5lq6Wgy3gWY3IKlqE2QmI1C8VlqfdR4+C+YLczIDYh8WhKXoQcWTgu9UjS' };

describe('embedCode', () => {
  it('pins the script to the release, with its integrity and crossorigin', () => {
    const element = document.createElement('clinic-newsletter');
    const [script, tag] = embedCode(element, [], SITE, RELEASE).split('\n');
    expect(script).to.equal(`<script src="${SITE}/0.1.0/clinic-widgets.js" integrity="${RELEASE.integrity}" crossorigin="anonymous" defer></script>`);
    expect(tag).to.equal('<clinic-newsletter></clinic-newsletter>');
  });

  it('parses as a script whose integrity and address the browser reads back unchanged', () => {
    const template = document.createElement('template');
    const element = document.createElement('clinic-pricing');
    element.setAttribute('billing', 'annually');
    element.dataset.theme = 'dark';
    element.style.setProperty('--clinic-color-primary', '#5b2a86');
    template.innerHTML = embedCode(element, [{ name: 'billing' }, { name: 'signup-href', default: '/register' }], SITE, RELEASE);
    const script = template.content.querySelector('script')!;
    expect(script.src).to.equal(`${SITE}/0.1.0/clinic-widgets.js`);
    expect(script.integrity).to.equal(RELEASE.integrity);
    expect(script.crossOrigin).to.equal('anonymous');
    expect(script.defer).to.equal(true);
    const pricing = template.content.querySelector('clinic-pricing')!;
    expect(pricing.getAttribute('billing')).to.equal('annually');
    expect(pricing.getAttribute('signup-href')).to.equal(`${SITE}/register`);
    expect(pricing.dataset.theme).to.equal('dark');
    expect(pricing.getAttribute('style')).to.equal('--clinic-color-primary: #5b2a86');
  });

  it('escapes attribute values so none can close its quote', () => {
    const element = document.createElement('clinic-pricing');
    element.setAttribute('billing', '"><img src=x onerror=alert(1)>');
    const template = document.createElement('template');
    template.innerHTML = embedCode(element, [{ name: 'billing' }], SITE, { version: '0.1.0', integrity: 'sha384-"x' });
    expect(template.content.querySelector('img')).to.equal(null);
    expect(template.content.querySelector('clinic-pricing')!.getAttribute('billing')).to.equal('"><img src=x onerror=alert(1)>');
    expect(template.content.querySelector('script')!.integrity).to.equal('sha384-"x');
  });
});

import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 320, height: 900 } });
const html = (lang) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>P</title><script src="/clinic-widgets.js" defer></script><style>body{margin:0;font-family:system-ui,sans-serif}main{max-width:1200px;margin:auto;padding:16px}</style></head><body><main><clinic-sign-in></clinic-sign-in><clinic-register></clinic-register><clinic-pricing></clinic-pricing></main></body></html>`;
await p.route('**/partner/languages', (r) => r.fulfill({ contentType: 'text/html; charset=utf-8', body: html(process.argv[2]) }));
await p.goto('http://127.0.0.1:18777/partner/languages');
await p.waitForTimeout(4000);
console.log(await p.evaluate(`(() => {
  const out = ['doc ' + document.documentElement.scrollWidth];
  const visit = (root, path) => {
    for (const el of root.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right > 321 && out.length < 25) out.push(path + ' ' + el.localName + '.' + el.className + ' right=' + Math.round(r.right) + ' w=' + Math.round(r.width));
      if (el.shadowRoot) visit(el.shadowRoot, path + '>' + el.localName);
    }
  };
  visit(document, '');
  return out.join('\\n');
})()`));
await b.close();

/** `npm run dev`: one readable line per request and log record; pages reload after a rebuild. */
import assert from 'node:assert/strict';
import { createServer, request, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { startDevProxy, withReloadScript, type DevProxy } from '../../scripts/dev-proxy.ts';
import { createLogPrinter } from '../../scripts/pretty-log.ts';

describe('the dev log printer', () => {
  it('prints a request once, when it completes: method, URL, status and time', () => {
    const print = createLogPrinter();
    const time = Date.UTC(2026, 10, 24, 9, 30, 5);
    assert.equal(
      print(JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', reqId: 'req-1', req: { method: 'GET', url: '/pricing' }, msg: 'incoming request' })),
      null,
    );
    const line = print(
      JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', reqId: 'req-1', res: { statusCode: 200 }, responseTime: 3.21, msg: 'request completed' }),
    );
    assert.match(line!, /^\d\d:\d\d:\d\d GET \/pricing → 200 3\.2 ms$/);
  });

  it('prints other records with their level, message and fields, and an error with its stack', () => {
    const print = createLogPrinter();
    assert.match(
      print(JSON.stringify({ level: 40, time: 0, msg: 'refused an API call', origin: 'https://evil.example' }))!,
      / WARN {2}refused an API call origin=https:\/\/evil\.example$/,
    );
    const error = print(JSON.stringify({ level: 50, time: 0, msg: 'request failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } }))!;
    assert.match(error, / ERROR request failed\nError: boom\n {4}at x$/);
  });

  it('passes a line that is not JSON as it is', () => {
    assert.equal(createLogPrinter()('Server listening at http://127.0.0.1:8080'), 'Server listening at http://127.0.0.1:8080');
  });
});

describe('the live-reload proxy', () => {
  let upstream: Server;
  let proxy: DevProxy;
  let base = '';

  before(async () => {
    upstream = createServer((req, res) => {
      if (req.url === '/page')
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"x"' })
          .end('<!doctype html><html><head><title>t</title></head><body>page</body></html>');
      else if (req.url === '/api/echo')
        req.pipe(res.writeHead(201, { 'content-type': 'application/json', 'x-encoding-asked': String(req.headers['accept-encoding']) }));
      else res.writeHead(200, { 'content-type': 'text/javascript' }).end('script();');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as { port: number }).port;
    proxy = await startDevProxy({ port: 0, host: '127.0.0.1', upstreamPort: () => upstreamPort });
    base = `http://127.0.0.1:${(proxy.server.address() as { port: number }).port}`;
  });
  after(async () => {
    await proxy?.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('adds the reload script to pages, before </head>', async () => {
    const answer = await fetch(`${base}/page`, { headers: { 'accept-encoding': 'br' } });
    const html = await answer.text();
    assert.match(html, /<title>t<\/title><script src="\/__dev\/reload\.js" defer><\/script><\/head>/);
    assert.equal(answer.headers.get('etag'), null);
    assert.equal(withReloadScript('<p>no head</p>'), '<p>no head</p><script src="/__dev/reload.js" defer></script>');
  });

  it('passes everything else through, bodies included, asking for no compression', async () => {
    const script = await fetch(`${base}/clinic-widgets.js`);
    assert.equal(await script.text(), 'script();');
    const echo = await fetch(`${base}/api/echo`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    });
    assert.equal(echo.status, 201);
    assert.equal(await echo.text(), '{"a":1}');
    assert.equal(echo.headers.get('x-encoding-asked'), 'identity');
    assert.match(await (await fetch(`${base}/__dev/reload.js`)).text(), /EventSource\('\/__dev\/events'\).*location\.reload\(\)/);
  });

  it('tells every open page to reload', async () => {
    const received = new Promise<string>((resolve) => {
      const events = request(`${base}/__dev/events`, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes(': connected')) proxy.reload();
          if (text.includes('event: reload')) {
            resolve(text);
            events.destroy();
          }
        });
      });
      events.end();
    });
    assert.match(await received, /event: reload\ndata: \n\n/);
  });
});

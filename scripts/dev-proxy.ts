/**
 * `npm run dev`'s live reload: a proxy in front of the server that adds one same-origin script to
 * every page (`/__dev/reload.js`, allowed by the pages' `script-src 'self'`), which listens to
 * `/__dev/events` and reloads the page when `reload()` is called after a rebuild. Pages are asked
 * for uncompressed so the script can be added; while the server restarts, requests wait for it.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

const RELOAD_SCRIPT = "new EventSource('/__dev/events').addEventListener('reload', () => location.reload());\n";
const SCRIPT_TAG = '<script src="/__dev/reload.js" defer></script>';

/** How long a request waits for a restarting server. */
const WAIT_MS = 15_000;

export interface DevProxy {
  server: Server;
  /** Tells every open page to reload. */
  reload(): void;
  close(): Promise<void>;
}

/** Adds the reload script to a page, before `</head>` (or at the end when it has none). */
export function withReloadScript(html: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? `${html}${SCRIPT_TAG}` : `${html.slice(0, at)}${SCRIPT_TAG}${html.slice(at)}`;
}

/** Starts the proxy on `port` (0: any free port) in front of `upstreamPort` on loopback. */
export async function startDevProxy(options: { port: number; host?: string | undefined; upstreamPort: () => number }): Promise<DevProxy> {
  const clients = new Set<ServerResponse>();

  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse, deadline: number) => {
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const upstream = httpRequest({ host: '127.0.0.1', port: options.upstreamPort(), method: req.method, path: req.url, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = withReloadScript(Buffer.concat(chunks).toString('utf8'));
        const { 'content-length': _length, 'transfer-encoding': _chunked, etag: _etag, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 200, { ...rest, 'content-length': Buffer.byteLength(html), 'cache-control': 'no-store' });
        res.end(html);
      });
    });
    upstream.on('error', () => {
      // The server is restarting: try again until it answers.
      if (Date.now() < deadline) setTimeout(() => forward(req, body, res, deadline), 200);
      else if (!res.headersSent) res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The dev server is not answering.');
    });
    upstream.end(body);
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/__dev/reload.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(RELOAD_SCRIPT);
      return;
    }
    if (path === '/__dev/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, Date.now() + WAIT_MS));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  return {
    server,
    reload() {
      for (const client of clients) client.write('event: reload\ndata: \n\n');
    },
    close: () =>
      new Promise((resolve) => {
        for (const client of clients) client.end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Raw HTTP for the tests, so a path reaches the server exactly as written (fetch would normalise it). */
import { request as httpRequest } from 'node:http';

/** An answer with its headers as node gives them and the body as bytes. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/** Sends one request with `path` on the wire untouched (inside a URL string '..' would be resolved). */
export function rawRequest(url: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const headers = { ...init.headers };
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: init.method ?? 'GET', headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString() });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** A GET with raw path and headers. */
export function rawGet(url: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return rawRequest(url, path, { headers });
}

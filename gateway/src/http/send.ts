import type { ServerResponse } from 'node:http';
import type { PlainAnswer } from '../observability/endpoints';

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  send(res, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  });
}

export function send(res: ServerResponse, answer: PlainAnswer): void {
  res.writeHead(answer.status, { ...answer.headers, 'content-length': String(Buffer.byteLength(answer.body)) });
  res.end(answer.body);
}

const STREAMED = /text\/event-stream|multipart\/mixed/;

/** Writes a fetch Response to Node's response: a stream chunk by chunk, anything else at once with its length. */
export async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (!response.body || STREAMED.test(response.headers.get('content-type') ?? '')) {
    res.writeHead(response.status, headers);
    if (!response.body) {
      res.end();
      return;
    }
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (res.destroyed) break;
      res.write(chunk);
    }
    res.end();
    return;
  }
  const body = await response.text();
  headers['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(response.status, headers);
  res.end(body);
}

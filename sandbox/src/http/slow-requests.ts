import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SlowRequestOptions {
  /** A request still open after this long is logged once while it runs, and again when it ends. */
  thresholdMs: number;
  log: (line: string) => void;
  /** What else is worth knowing when a request is slow (the store's connection pool, say). */
  describe?: () => string;
  /** Looked into once when a request turns slow (the store's sessions, say); its answer is logged. */
  investigate?: () => Promise<string | null>;
}

/**
 * Logs requests that take longer than a threshold: once while still open (a stalled request may never end, and the
 * caller gives up first) and once when it ends. The sandbox answers in milliseconds, so a slow answer is a lead.
 */
export function watchSlowRequest(req: IncomingMessage, res: ServerResponse, options: SlowRequestOptions): void {
  const began = Date.now();
  // The caller's address and port name the connection, to match a caller's own log of the call.
  const from = `${req.socket.remoteAddress}:${req.socket.remotePort}`;
  const what = () => `${req.method} ${req.url} from ${from}${options.describe ? ` (${options.describe()})` : ''}`;
  let reported = false;
  const timer = setTimeout(() => {
    reported = true;
    options.log(`sandbox: slow request still open after ${options.thresholdMs} ms: ${what()}`);
    void options.investigate?.().then(
      (found) => found && options.log(`sandbox: while ${req.method} ${req.url} from ${from} is slow: ${found}`),
      () => undefined,
    );
  }, options.thresholdMs);
  timer.unref();
  const done = (how: string) => () => {
    clearTimeout(timer);
    if (reported) options.log(`sandbox: slow request ${how} after ${Date.now() - began} ms: ${what()}`);
  };
  res.once('finish', done('answered'));
  res.once('close', () => {
    if (!res.writableFinished) done('closed unanswered')();
  });
}

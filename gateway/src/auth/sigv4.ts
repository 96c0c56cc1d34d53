import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for the few calls the gateway makes with IAM credentials (the user pool's AdminDeleteUser):
 * the canonical request (method, path, query, the signed headers, the body's SHA-256), the string to sign under the
 * credential scope `<date>/<region>/<service>/aws4_request`, and the HMAC-SHA256 chain of the signing key. Tested
 * against AWS's published test suite (gateway/test/sigv4.test.ts).
 */

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to send and sign (names in any case); `host` and `x-amz-date` are added. */
  headers: Record<string, string>;
  body: string;
}

export interface SigV4Scope {
  region: string;
  service: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, hex in upper case. */
export function awsEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `20150830T123600Z`: the basic ISO 8601 form of x-amz-date. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The path, each segment decoded and encoded once (empty path: `/`). */
function canonicalPath(url: URL): string {
  const segments = url.pathname.split('/').map((segment) => awsEncode(decodeURIComponent(segment)));
  const path = segments.join('/');
  return path === '' ? '/' : path;
}

/** Query parameters encoded and sorted by name, then value. */
function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [awsEncode(name), awsEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The key for one day, region and service: HMAC chain from `AWS4<secret>`. */
export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
}

export interface SigV4Signature {
  /** Every header to send, lower-cased, `authorization` included. */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

export function signRequest(
  request: SigV4Request,
  credentials: AwsCredentials,
  scope: SigV4Scope,
  now: Date = new Date(),
): SigV4Signature {
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  headers.host = request.url.host;
  headers['x-amz-date'] = date;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${(headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    canonicalHeaders,
    signedHeaders,
    sha256Hex(request.body),
  ].join('\n');
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = [ALGORITHM, date, credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(credentials.secretAccessKey, day, scope.region, scope.service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  headers.authorization =
    `${ALGORITHM} Credential=${credentials.accessKeyId}/${credentialScope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature };
}

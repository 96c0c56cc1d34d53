import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { CognitoError } from './errors';

/**
 * The user pool's check of an administrator call's AWS Signature Version 4, as Cognito makes it: the Authorization
 * header names a known access key, the credential scope is that day, the pool's region and `cognito-idp`, `host` and
 * `x-amz-date` are signed, x-amz-date is within 15 minutes of the pool's clock, and the signature over the method, the
 * path, the query, the signed headers and the body's SHA-256 is the one the key's secret gives. Written apart from the
 * gateway's signer so that one cannot vouch for the other (sandbox/test/identity-admin.test.ts signs with the AWS SDK).
 */

/** An IAM access key the pool accepts for its administrator calls. */
export interface AdminKey {
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * The embedded stack's key when none is configured (IDENTITY_ADMIN_KEYS): it is in the repository, so the pool
 * answers it to callers on the local machine only.
 */
export const DEVELOPMENT_ADMIN_KEY: AdminKey = {
  accessKeyId: 'AKIACUIDASANDBOXADMIN',
  secretAccessKey: 'cuidaSandboxIdentityAdminSecretKeyNotForProduction',
};

/** What the check reads of the request. */
export interface SignedRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export const SERVICE = 'cognito-idp';
const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60 * 1000;

export const missingAuthentication = () =>
  new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
const incompleteSignature = (message: string) => new CognitoError('IncompleteSignatureException', message);
export const invalidSignature = (message: string) => new CognitoError('InvalidSignatureException', message);
export const unrecognizedClient = () =>
  new CognitoError('UnrecognizedClientException', 'The security token included in the request is invalid.');
const SIGNATURE_MISMATCH =
  'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key ' +
  'and signing method. Consult the service documentation for details.';

interface Authorization {
  accessKeyId: string;
  day: string;
  region: string;
  service: string;
  terminator: string;
  signedHeaders: string[];
  signature: string;
}

function parseAuthorization(header: string): Authorization {
  const fields = new Map<string, string>();
  for (const part of header.slice(ALGORITHM.length).split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const credential = fields.get('Credential');
  const signedHeaders = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  if (!credential || !signedHeaders || !signature) {
    throw incompleteSignature(
      "Authorization header requires 'Credential' parameter. Authorization header requires 'Signature' parameter. " +
        "Authorization header requires 'SignedHeaders' parameter.",
    );
  }
  const [accessKeyId, day, region, service, terminator, ...rest] = credential.split('/');
  if (!accessKeyId || !day || !region || !service || !terminator || rest.length > 0) {
    throw incompleteSignature(
      `Credential must have exactly 5 slash-delimited elements, e.g. keyid/date/region/service/term, got '${credential}'`,
    );
  }
  if (!/^[0-9a-f]{64}$/.test(signature)) throw invalidSignature(SIGNATURE_MISMATCH);
  return { accessKeyId, day, region, service, terminator, signedHeaders: signedHeaders.split(';'), signature };
}

/** `20150830T123600Z` → its time, or null. */
function parseAmzDate(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const date = new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, s));
  return Number.isNaN(date.getTime()) ? null : date;
}

const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 3986: every character but the unreserved ones, percent-encoded in upper-case hex. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalPath(pathname: string): string {
  const path = pathname
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  return path || '/';
}

function canonicalQuery(params: URLSearchParams): string {
  const pairs = [...params].map(([name, value]) => `${encode(name)}=${encode(value)}`);
  return pairs.sort().join('&');
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value.join(',') : value).trim().replace(/\s+/g, ' ');
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * Checks the request's signature against `keys`, for the pool's `region`, at `now`; answers the key it was signed
 * with, or throws Cognito's error for what is wrong.
 */
export function verifySignature(
  request: SignedRequest,
  keys: readonly AdminKey[],
  region: string,
  now: Date,
): AdminKey {
  const header = request.headers.authorization;
  if (!header?.startsWith(`${ALGORITHM} `)) throw missingAuthentication();
  const auth = parseAuthorization(header);
  const key = keys.find((candidate) => candidate.accessKeyId === auth.accessKeyId);
  if (!key) throw unrecognizedClient();

  const dateHeader = headerValue(request.headers, 'x-amz-date');
  const signedAt = dateHeader ? parseAmzDate(dateHeader) : null;
  if (!dateHeader || !signedAt) {
    throw incompleteSignature("Authorization header requires existence of either a 'X-Amz-Date' or a 'Date' header.");
  }
  for (const required of ['host', 'x-amz-date']) {
    if (!auth.signedHeaders.includes(required)) {
      throw invalidSignature(`'${required}' must be a 'SignedHeader' in the AWS Authorization.`);
    }
  }
  if (auth.day !== dateHeader.slice(0, 8)) {
    throw invalidSignature(
      `Date in Credential scope does not match YYYYMMDD from ISO-8601 version of date from HTTP: '${auth.day}' != '${dateHeader.slice(0, 8)}', from '${dateHeader}'.`,
    );
  }
  if (auth.region !== region) throw invalidSignature('Credential should be scoped to a valid region.');
  if (auth.service !== SERVICE) throw invalidSignature(`Credential should be scoped to correct service: '${SERVICE}'.`);
  if (auth.terminator !== 'aws4_request') {
    throw invalidSignature("Credential should be scoped with a valid terminator: 'aws4_request'.");
  }
  const skew = signedAt.getTime() - now.getTime();
  if (skew < -MAX_SKEW_MS) {
    const limit = amzDate(new Date(now.getTime() - MAX_SKEW_MS));
    throw invalidSignature(`Signature expired: ${dateHeader} is now earlier than ${limit} (${amzDate(now)} - 15 min.)`);
  }
  if (skew > MAX_SKEW_MS) {
    const limit = amzDate(new Date(now.getTime() + MAX_SKEW_MS));
    throw invalidSignature(
      `Signature not yet current: ${dateHeader} is still later than ${limit} (${amzDate(now)} + 15 min.)`,
    );
  }

  const url = new URL(request.url, 'http://identity.local');
  const names = [...auth.signedHeaders].sort();
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(url.pathname),
    canonicalQuery(url.searchParams),
    names.map((name) => `${name}:${headerValue(request.headers, name) ?? ''}\n`).join(''),
    names.join(';'),
    createHash('sha256').update(request.body).digest('hex'),
  ].join('\n');
  const scope = `${auth.day}/${auth.region}/${auth.service}/aws4_request`;
  const stringToSign = [ALGORITHM, dateHeader, scope, createHash('sha256').update(canonicalRequest).digest('hex')].join(
    '\n',
  );
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${key.secretAccessKey}`, auth.day), auth.region), auth.service),
    'aws4_request',
  );
  const expected = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest();
  if (!timingSafeEqual(expected, Buffer.from(auth.signature, 'hex'))) throw invalidSignature(SIGNATURE_MISMATCH);
  return key;
}

/** `id:secret` pairs, comma-separated (IDENTITY_ADMIN_KEYS). */
export function parseAdminKeys(value: string): AdminKey[] {
  return value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf(':');
      return { accessKeyId: pair.slice(0, at), secretAccessKey: pair.slice(at + 1) };
    });
}

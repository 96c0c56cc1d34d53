import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { amzDate, awsEncode, signRequest } from '../src/auth/sigv4';

/**
 * The signer against AWS's published Signature Version 4 test suite (credentials AKIDEXAMPLE, us-east-1, service
 * `service`, 2015-08-30T12:36:00Z) and against the S3 documentation's worked GET Object example, whose canonical
 * request and string to sign are published too.
 */
const SUITE = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const SCOPE = { region: 'us-east-1', service: 'service' };
const AT = new Date('2015-08-30T12:36:00Z');
const CREDENTIAL = 'AKIDEXAMPLE/20150830/us-east-1/service/aws4_request';
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const sign = (method: string, url: string, headers: Record<string, string> = {}, body = '') =>
  signRequest({ method, url: new URL(url), headers, body }, SUITE, SCOPE, AT);

describe('SigV4: the AWS test suite', () => {
  it.each([
    [
      'get-vanilla',
      'GET',
      'https://example.amazonaws.com/',
      '5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    ],
    [
      'get-vanilla-query-order-key-case',
      'GET',
      'https://example.amazonaws.com/?Param2=value2&Param1=value1',
      'b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500',
    ],
    [
      'get-utf8',
      'GET',
      'https://example.amazonaws.com/ሴ',
      '8318018e0b0f223aa2bbf98705b62bb787dc9c0e678f255a891fd03141be5d85',
    ],
    [
      'get-space',
      'GET',
      'https://example.amazonaws.com/example space/',
      '652487583200325589f1fba4c7e578f72c47cb61beeca81406b39ddec1366741',
    ],
    [
      'post-vanilla',
      'POST',
      'https://example.amazonaws.com/',
      '5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b',
    ],
    [
      'post-vanilla-query',
      'POST',
      'https://example.amazonaws.com/?Param1=value1',
      '28038455d6de14eafc1f9222cf5aa6f1a96197d7deb8263271d420d138af7f11',
    ],
  ])('%s', (_name, method, url, signature) => {
    const signed = sign(method, url);
    expect(signed.signature).toBe(signature);
    expect(signed.headers.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=${CREDENTIAL}, SignedHeaders=host;x-amz-date, Signature=${signature}`,
    );
    expect(signed.headers['x-amz-date']).toBe('20150830T123600Z');
    expect(signed.headers.host).toBe('example.amazonaws.com');
  });

  it('post-x-www-form-urlencoded: a signed content type and a body, with the published canonical request', () => {
    const signed = sign(
      'POST',
      'https://example.amazonaws.com/',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'Param1=value1',
    );
    expect(signed.canonicalRequest).toBe(
      [
        'POST',
        '/',
        '',
        'content-type:application/x-www-form-urlencoded',
        'host:example.amazonaws.com',
        'x-amz-date:20150830T123600Z',
        '',
        'content-type;host;x-amz-date',
        '9095672bbd1f56dfc5b65f3e153adc8731a4a654192329106275f4c7b24d0b6e',
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20150830T123600Z',
        '20150830/us-east-1/service/aws4_request',
        '42a5e5bb34198acb3e84da4f085bb7927f2bc277ca766e6d19c73c2154021281',
      ].join('\n'),
    );
    expect(signed.headers.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=${CREDENTIAL}, SignedHeaders=content-type;host;x-amz-date, ` +
        'Signature=ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a',
    );
  });

  it('signs the same whatever the case of the header names and their surrounding spaces', () => {
    const a = sign('POST', 'https://example.amazonaws.com/', { 'Content-Type': ' application/json ' }, '{}');
    const b = sign('POST', 'https://example.amazonaws.com/', { 'content-type': 'application/json' }, '{}');
    expect(a.signature).toBe(b.signature);
  });
});

describe('SigV4: the S3 documentation’s GET Object example', () => {
  it('gives the published canonical request, string to sign and signature', () => {
    const signed = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
        body: '',
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
      { region: 'us-east-1', service: 's3' },
      new Date('2013-05-24T00:00:00Z'),
    );
    const canonical = [
      'GET',
      '/test.txt',
      '',
      'host:examplebucket.s3.amazonaws.com',
      'range:bytes=0-9',
      `x-amz-content-sha256:${EMPTY_SHA256}`,
      'x-amz-date:20130524T000000Z',
      '',
      'host;range;x-amz-content-sha256;x-amz-date',
      EMPTY_SHA256,
    ].join('\n');
    expect(signed.canonicalRequest).toBe(canonical);
    expect(createHash('sha256').update(canonical).digest('hex')).toBe(
      '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});

describe('SigV4 helpers', () => {
  it('encodes all but unreserved characters, in upper-case hex', () => {
    expect(awsEncode("a-b_c.d~e f!'()*/ñ")).toBe('a-b_c.d~e%20f%21%27%28%29%2A%2F%C3%B1');
  });

  it('writes x-amz-date in the basic form', () => {
    expect(amzDate(new Date('2026-11-28T03:04:05.678Z'))).toBe('20261128T030405Z');
  });
});

import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint } from 'jose';
import type { Queryable } from '../store/db';

/** A public key as published in the JWKS (RSA, RS256). */
export interface PublicJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
}

export interface Jwks {
  keys: PublicJwk[];
}

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

/** The installation's keys: the one that signs, and every public key tokens may carry in their `kid`. */
export interface KeyRing {
  readonly signing: SigningKey;
  readonly jwks: Jwks;
  publicKey(kid: string): KeyObject | undefined;
}

interface KeyRow {
  kid: string;
  private_key_pem: string;
  public_jwk: PublicJwk;
  retired_at: Date | null;
}

const generateRsaKeyPair = promisify(generateKeyPair);

async function generateKeyRow(): Promise<Omit<KeyRow, 'retired_at'>> {
  const { privateKey, publicKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const exported = publicKey.export({ format: 'jwk' });
  if (!exported.n || !exported.e) throw new Error('RSA public key export lacks n/e');
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: exported.n, e: exported.e });
  return {
    kid,
    private_key_pem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    public_jwk: { kty: 'RSA', kid, alg: 'RS256', use: 'sig', n: exported.n, e: exported.e },
  };
}

/**
 * Loads the installation's signing key, generating and storing one on first start. Several instances may start on
 * the same store at once: a unique index allows one active key, so the losers of the race read the winner's key.
 */
export async function loadOrCreateKeyRing(db: Queryable, now: Date): Promise<KeyRing> {
  let rows = await db.query<KeyRow>(
    'SELECT kid, private_key_pem, public_jwk, retired_at FROM identity_signing_key ORDER BY created_at',
  );
  if (!rows.some((row) => row.retired_at === null)) {
    const fresh = await generateKeyRow();
    await db.query(
      `INSERT INTO identity_signing_key (kid, private_key_pem, public_jwk, created_at)
       VALUES ($1, $2, $3::jsonb, $4) ON CONFLICT DO NOTHING`,
      [fresh.kid, fresh.private_key_pem, JSON.stringify(fresh.public_jwk), now],
    );
    rows = await db.query<KeyRow>(
      'SELECT kid, private_key_pem, public_jwk, retired_at FROM identity_signing_key ORDER BY created_at',
    );
  }
  const active = rows.find((row) => row.retired_at === null);
  if (!active) throw new Error('identity: no active signing key after key generation');
  const publicKeys = new Map(
    rows.map((row) => [
      row.kid,
      createPublicKey({ key: { kty: 'RSA', n: row.public_jwk.n, e: row.public_jwk.e }, format: 'jwk' }),
    ]),
  );
  return {
    signing: { kid: active.kid, privateKey: createPrivateKey(active.private_key_pem) },
    jwks: { keys: rows.map((row) => toPublicJwk(row.public_jwk)) },
    publicKey: (kid) => publicKeys.get(kid),
  };
}

function toPublicJwk(jwk: PublicJwk): PublicJwk {
  // Only the public members, whatever else the stored document holds.
  return { kty: 'RSA', kid: jwk.kid, alg: 'RS256', use: 'sig', n: jwk.n, e: jwk.e };
}

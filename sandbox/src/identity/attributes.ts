import { type AppClient, readableBy } from './clients';
import { invalidParameter } from './errors';
import type { UserRecord } from './users-repository';

/** Attributes a user may set on themselves (besides `email`, handled apart because it is the sign-in name). */
const WRITABLE: Record<string, (value: string) => string | null> = {
  given_name: maxLength(2048),
  family_name: maxLength(2048),
  name: maxLength(2048),
  gender: maxLength(2048),
  locale: maxLength(2048),
  birthdate: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? null : 'Birthdate must be in YYYY-MM-DD format.'),
  phone_number: (value) => (/^\+[1-9]\d{5,14}$/.test(value) ? null : 'Invalid phone number format.'),
  'custom:documentType': maxLength(2),
  'custom:documentNumber': maxLength(20),
};

/** In the schema but set only by the pool itself (or an administrator). */
const READ_ONLY = new Set(['sub', 'email_verified', 'phone_number_verified']);

function maxLength(limit: number) {
  return (value: string) => (value.length <= limit ? null : `Value exceeds the maximum length of ${limit}.`);
}

export interface AttributeInput {
  Name: string;
  Value?: string | undefined;
}

export interface AttributeChanges {
  /** The user's stored attributes after the update (an empty value removes an attribute). */
  attributes: Record<string, string>;
  /** The new e-mail when the update changes it (lower-cased). */
  email: string | undefined;
}

/**
 * Validates an attribute update against the pool's schema and applies it to the stored attributes. Errors are
 * Cognito's InvalidParameterException. `email` is returned apart; the caller decides what changing it means.
 */
export function applyAttributeUpdates(
  current: Record<string, string>,
  updates: readonly AttributeInput[],
): AttributeChanges {
  const attributes = { ...current };
  let email: string | undefined;
  for (const { Name: name, Value: value = '' } of updates) {
    if (name === 'email') {
      if (!isEmail(value)) throw invalidParameter('Invalid email address format.');
      email = value.toLowerCase();
      continue;
    }
    if (READ_ONLY.has(name)) {
      throw invalidParameter(`Attributes did not conform to the schema: ${name}: Attribute cannot be updated.`);
    }
    const check = WRITABLE[name];
    if (!check) {
      throw invalidParameter(
        `Attributes did not conform to the schema: ${name}: Attribute does not exist in the schema.`,
      );
    }
    if (value === '') {
      delete attributes[name];
      continue;
    }
    const problem = check(value);
    if (problem) throw invalidParameter(`Attributes did not conform to the schema: ${name}: ${problem}`);
    if (name === 'phone_number' && attributes.phone_number !== value) attributes.phone_number_verified = 'false';
    attributes[name] = value;
  }
  return { attributes, email };
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * The user's attributes as GetUser and AdminGetUser list them (`sub` first, like Cognito): all of them for an
 * administrator, those the client may read for a client.
 */
export function attributeList(user: UserRecord, client?: AppClient): { Name: string; Value: string }[] {
  const { sub: _sub, ...rest } = attributeMap(user);
  const visible = client ? readableBy(client, rest) : rest;
  return [{ Name: 'sub', Value: user.sub }, ...Object.entries(visible).map(([Name, Value]) => ({ Name, Value }))];
}

export function attributeMap(user: UserRecord): Record<string, string> {
  return {
    sub: user.sub,
    ...user.attributes,
    email_verified: String(user.emailVerified),
    email: user.email,
  };
}

/** Cognito masks the destination it sent a code to: `m***@c***`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function emailDelivery(email: string) {
  return { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' } as const;
}

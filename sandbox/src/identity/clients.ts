import { type CognitoError, notAuthorized } from './errors';

/**
 * An app client's attribute permissions, as Cognito keeps them (ReadAttributes / WriteAttributes of the app client).
 * A client reads and writes only what is listed; `sub` and the `*_verified` flags are never writable by a client.
 */
export interface AppClient {
  readonly id: string;
  readonly readAttributes: ReadonlySet<string>;
  readonly writeAttributes: ReadonlySet<string>;
}

/** Everything a client may read: the profile, the document the pharmacy registered, and the verification flags. */
export const READ_ATTRIBUTES: ReadonlySet<string> = new Set([
  'email',
  'email_verified',
  'given_name',
  'family_name',
  'name',
  'gender',
  'locale',
  'birthdate',
  'phone_number',
  'phone_number_verified',
  'custom:documentType',
  'custom:documentNumber',
]);

/**
 * What a customer may change about themselves. The identity document is not here: it identifies the customer to the
 * pharmacy and is set only by registration on the server side (admin calls), never by the customer's own token.
 */
export const CUSTOMER_WRITE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'email',
  'given_name',
  'family_name',
  'name',
  'gender',
  'locale',
  'birthdate',
  'phone_number',
]);

/** The storefront's public client (Amplify in the browser). */
export const WEB_CLIENT_ID = 'cuida-web-client';
/** The gateway's client, used with its service account. */
export const GATEWAY_CLIENT_ID = 'cuida-gateway-service';

/**
 * The settings of a client id. The gateway's client serves its service account, which changes nobody's attributes;
 * any other client (the storefront's, or a partner's listed in the options) has the customer's permissions.
 */
export function appClient(clientId: string): AppClient {
  const writeAttributes = clientId === GATEWAY_CLIENT_ID ? new Set<string>() : CUSTOMER_WRITE_ATTRIBUTES;
  return { id: clientId, readAttributes: READ_ATTRIBUTES, writeAttributes };
}

/** Cognito's refusal when a client writes an attribute outside its WriteAttributes. */
export const unauthorizedAttributeWrite = (): CognitoError =>
  notAuthorized('A client attempted to write unauthorized attribute');

/** Refuses the update when it names an attribute the client may not write (before any change is made). */
export function assertClientMayWrite(client: AppClient, names: Iterable<string>): void {
  for (const name of names) {
    if (!client.writeAttributes.has(name) && READ_ATTRIBUTES.has(name) && !name.endsWith('_verified')) {
      throw unauthorizedAttributeWrite();
    }
  }
}

/** The attributes of `attributes` this client may read (GetUser, ID token claims). */
export function readableBy(client: AppClient, attributes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => client.readAttributes.has(name)));
}

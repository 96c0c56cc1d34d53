import type { Queryable } from '../store/db';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser } from './users-repository';

export interface SeededUser {
  /** Fixed, so other seeds (subscriptions, accounts) can refer to the user. */
  sub: string;
  email: string;
  /** The local password (development only; stored hashed). */
  password: string;
  /** '2' DNI, '4' CE, '3' passport; null for accounts that are not people. */
  documentType: string | null;
  documentNumber: string | null;
  givenName: string;
  familyName: string;
  phoneNumber: string | null;
  birthdate: string | null;
  groups: readonly string[];
  /** false: signs up but never confirmed (UserNotConfirmedException on sign-in). */
  confirmed: boolean;
  /** Whether the subscription service's seed gives this customer subscriptions. */
  hasSubscriptions: boolean;
  /** Created by staff with a temporary password: the first sign-in answers NEW_PASSWORD_REQUIRED. */
  mustChangePassword?: boolean;
  /** Signs in with a second factor: a code by e-mail after the password (EMAIL_OTP). */
  emailOtp?: boolean;
}

export const STAFF_GROUP = 'pharmacy-staff';
export const SERVICE_ACCOUNTS_GROUP = 'service-accounts';

export const SEEDED_USERS = [
  {
    sub: '07b0a086-cb6a-45b8-9265-d37d33f6c968',
    email: 'maria.quispe@cuida.pe',
    password: 'Cuida2026!',
    documentType: '2',
    documentNumber: '45871236',
    givenName: 'María',
    familyName: 'Quispe Huamán',
    phoneNumber: '+51987654321',
    birthdate: '1988-03-14',
    groups: [],
    confirmed: true,
    hasSubscriptions: true,
  },
  {
    sub: '62ce2572-acfd-4851-a1b3-28592de2b136',
    email: 'jorge.ramirez@cuida.pe',
    password: 'Cuida2026!',
    documentType: '2',
    documentNumber: '70125489',
    givenName: 'Jorge',
    familyName: 'Ramírez Salazar',
    phoneNumber: '+51912345678',
    birthdate: '1992-07-21',
    groups: [],
    confirmed: true,
    hasSubscriptions: false,
  },
  {
    sub: 'dea0a424-c344-4f3a-997a-80fc93181ce2',
    email: 'lucia.torres@cuida.pe',
    password: 'Cuida2026!',
    documentType: '2',
    documentNumber: '46390217',
    givenName: 'Lucía',
    familyName: 'Torres Mendoza',
    phoneNumber: '+51956781234',
    birthdate: '1995-11-02',
    groups: [],
    confirmed: false,
    hasSubscriptions: false,
  },
  {
    sub: 'b7bcd9e6-b425-4afb-a2b1-4a4238d27301',
    email: 'farmacia@cuida.pe',
    password: 'Cuida2026!',
    documentType: null,
    documentNumber: null,
    givenName: 'Farmacia',
    familyName: 'Cuida',
    phoneNumber: null,
    birthdate: null,
    groups: [STAFF_GROUP],
    confirmed: true,
    hasSubscriptions: false,
  },
  {
    sub: '6f32bb49-90b0-4989-9a20-06905a077e5c',
    email: 'servicio.gateway@cuida.pe',
    password: 'Servicio2026!',
    documentType: null,
    documentNumber: null,
    givenName: 'Servicio',
    familyName: 'Gateway',
    phoneNumber: null,
    birthdate: null,
    groups: [SERVICE_ACCOUNTS_GROUP],
    confirmed: true,
    hasSubscriptions: false,
  },
  {
    sub: '3c1f6a2e-5b7d-4e8a-9f10-2d4b6c8e0a13',
    email: 'rosa.flores@cuida.pe',
    password: 'Temporal2026!',
    documentType: '2',
    documentNumber: '41827365',
    givenName: 'Rosa',
    familyName: 'Flores Vega',
    phoneNumber: '+51934567812',
    birthdate: '1979-05-30',
    groups: [],
    confirmed: true,
    hasSubscriptions: false,
    mustChangePassword: true,
  },
  {
    sub: '9a4e2d71-3f6b-4c8e-b5a0-7d1c2e3f4a5b',
    email: 'carlos.mendoza@cuida.pe',
    password: 'Cuida2026!',
    documentType: '2',
    documentNumber: '43718265',
    givenName: 'Carlos',
    familyName: 'Mendoza Paredes',
    phoneNumber: '+51945612378',
    birthdate: '1985-09-12',
    groups: [],
    confirmed: true,
    hasSubscriptions: false,
    emailOtp: true,
  },
] as const satisfies readonly SeededUser[];

function seededAttributes(user: SeededUser): Record<string, string> {
  const attributes: Record<string, string> = { given_name: user.givenName, family_name: user.familyName };
  if (user.documentType) attributes['custom:documentType'] = user.documentType;
  if (user.documentNumber) attributes['custom:documentNumber'] = user.documentNumber;
  if (user.phoneNumber) {
    attributes.phone_number = user.phoneNumber;
    attributes.phone_number_verified = 'false';
  }
  if (user.birthdate) attributes.birthdate = user.birthdate;
  return attributes;
}

/**
 * Inserts the seeded users that are missing (by e-mail); existing users are left as they are, so running it again
 * changes nothing. Returns the e-mails inserted.
 */
export async function seedIdentityUsers(
  db: Queryable,
  options: { users?: readonly SeededUser[]; clock?: () => Date } = {},
): Promise<{ inserted: string[] }> {
  const now = (options.clock ?? (() => new Date()))();
  const inserted: string[] = [];
  for (const user of (options.users ?? SEEDED_USERS) as readonly SeededUser[]) {
    if (await findUserByEmail(db, user.email)) continue;
    const created = await insertUser(
      db,
      {
        sub: user.sub,
        email: user.email,
        passwordHash: await hashPassword(user.password),
        status: !user.confirmed ? 'UNCONFIRMED' : user.mustChangePassword ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED',
        emailVerified: user.confirmed,
        attributes: seededAttributes(user),
        groups: user.groups,
        mfa: user.emailOtp ? 'EMAIL_OTP' : null,
      },
      now,
    );
    if (created) inserted.push(created.email);
  }
  return { inserted };
}

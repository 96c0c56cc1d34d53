/**
 * Seeded people of the REST services, matching the identity provider's seeded users (same e-mail and document).
 * See docs/sandbox-services.md.
 */
import { SEEDED_USERS, type SeededUser } from '../../identity/seed';
import type { DocumentType } from '../common';

export interface PersonaDef {
  id: number;
  documentType: DocumentType;
  documentNumber: string;
  givenNames: string;
  paternalSurname: string;
  maternalSurname: string;
  birthdate: string;
  email: string;
  phone: string | null;
  /** The identity provider's subject of this person's account; null for people without an online account. */
  identitySub: string | null;
}

/** Fixed persona ids of the identity provider's seeded customers, by e-mail. */
const PERSONA_IDS: Record<string, number> = {
  'maria.quispe@cuida.pe': 10001,
  'jorge.ramirez@cuida.pe': 10002,
  'lucia.torres@cuida.pe': 10003,
  'rosa.flores@cuida.pe': 10006,
  'carlos.mendoza@cuida.pe': 10007,
};

function documentTypeOf(value: string): DocumentType {
  return value === '4' ? 4 : value === '3' ? 3 : 2;
}

/** One persona per seeded identity user that is a person (has a document): same e-mail, names, document, phone. */
function personasOfIdentityUsers(): PersonaDef[] {
  return SEEDED_USERS.flatMap((user: SeededUser) => {
    const id = PERSONA_IDS[user.email];
    if (!id || !user.documentType || !user.documentNumber) return [];
    const [paternal = user.familyName, ...maternal] = user.familyName.split(' ');
    return [
      {
        id,
        documentType: documentTypeOf(user.documentType),
        documentNumber: user.documentNumber,
        givenNames: user.givenName,
        paternalSurname: paternal,
        maternalSurname: maternal.join(' '),
        birthdate: user.birthdate ?? '1990-01-01',
        email: user.email,
        phone: user.phoneNumber ? user.phoneNumber.replace(/^\+51/, '') : null,
        identitySub: user.sub,
      },
    ];
  });
}

/**
 * The identity provider's customers (María with subscriptions, Jorge without, Lucía unconfirmed), plus two people
 * the pharmacy knows from its stores who have no online account: a CE holder and a passport holder (so every
 * document type is in the data). Staff and the service account are not people: they have no persona.
 */
export const SEEDED_PERSONAS: PersonaDef[] = [
  ...personasOfIdentityUsers(),
  {
    id: 10004,
    documentType: 4,
    documentNumber: '001234567',
    givenNames: 'Andrea Carolina',
    paternalSurname: 'Gómez',
    maternalSurname: 'Paredes',
    birthdate: '1990-03-11',
    email: 'andrea.gomez@example.com',
    phone: '923456789',
    identitySub: null,
  },
  {
    id: 10005,
    documentType: 3,
    documentNumber: 'C03845129',
    givenNames: 'Daniel',
    paternalSurname: 'Ferreira',
    maternalSurname: 'Lima',
    birthdate: '1985-08-30',
    email: 'daniel.ferreira@example.com',
    phone: '934567812',
    identitySub: null,
  },
];

/** Verification codes: Lucía's current link (valid 24 h from each sandbox start) and an older, expired one. */
export const SEEDED_VERIFICATION_CODES = {
  valid: { email: 'lucia.torres@cuida.pe', code: 'K7Q2M9' },
  expired: { email: 'lucia.torres@cuida.pe', code: 'X4T8P1' },
} as const;

export interface SubscriptionDef {
  id: string;
  personaId: number;
  status: 'ACTIVA' | 'PAUSADA' | 'CANCELADA';
  /** Products by catalogue slug (resolved to their SKU and price at seed time), with a fallback by position. */
  products: { slug: string; quantity: number; frequencyDays: number }[];
  shipping: {
    direccion: string;
    referencia: string;
    idDistrito: string;
    nomDistrito: string;
    idOpcionEntrega: number;
  };
  billing: {
    tipoComprobante: 'BOLETA' | 'FACTURA';
    ruc: string | null;
    medioPago: { tipo: 'TARJETA'; marca: string; ultimosDigitos: string };
  };
  /** Days after the seed date of the next delivery (negative: in the past, for paused ones). */
  nextDeliveryInDays: number;
  createdDaysAgo: number;
}

export const SEEDED_SUBSCRIPTIONS: SubscriptionDef[] = [
  {
    id: 'SUS-000101',
    personaId: 10001,
    status: 'ACTIVA',
    products: [
      { slug: 'losartan-50-mg-caja-x-100-tabletas', quantity: 1, frequencyDays: 30 },
      { slug: 'pack-mensual-centrum-adultos-caja-x-2-frascos-de-30-tabletas', quantity: 1, frequencyDays: 30 },
    ],
    shipping: {
      direccion: 'Av. José Larco 1150, dpto. 802',
      referencia: 'Frente al parque Salazar',
      idDistrito: '150122',
      nomDistrito: 'Miraflores',
      idOpcionEntrega: 3,
    },
    billing: {
      tipoComprobante: 'BOLETA',
      ruc: null,
      medioPago: { tipo: 'TARJETA', marca: 'VISA', ultimosDigitos: '4242' },
    },
    nextDeliveryInDays: 12,
    createdDaysAgo: 95,
  },
  {
    id: 'SUS-000102',
    personaId: 10001,
    status: 'PAUSADA',
    products: [
      { slug: 'panales-huggies-natural-care-etapa-3-paquete-x-80-unidades', quantity: 2, frequencyDays: 15 },
      { slug: 'toallitas-humedas-huggies-one-done-pack-x-3-paquetes', quantity: 1, frequencyDays: 15 },
    ],
    shipping: {
      direccion: 'Jr. Ancash 1025',
      referencia: 'Casa de la abuela, timbre 2',
      idDistrito: '150111',
      nomDistrito: 'El Agustino',
      idOpcionEntrega: 2,
    },
    billing: {
      tipoComprobante: 'BOLETA',
      ruc: null,
      medioPago: { tipo: 'TARJETA', marca: 'MASTERCARD', ultimosDigitos: '5100' },
    },
    nextDeliveryInDays: -20,
    createdDaysAgo: 200,
  },
];

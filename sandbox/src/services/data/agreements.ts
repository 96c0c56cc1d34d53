/**
 * Seeded agreements of the agreements service (schema/openapi/agreements.yaml): the insurer's (members verified by
 * their identity document), the CI club's (members verified by their member code), and the worlds: themed landing
 * pages of an agreement or of the store. See docs/sandbox-services.md.
 */
import type { DocumentType } from '../common';

export interface AgreementBannerDef {
  key: string;
  alt: string;
  href: string;
}

export interface CarouselDef {
  title: string;
  /** A collection of the seeded catalogue, by slug. */
  collection: string;
}

export interface AgreementDef {
  code: string;
  name: string;
  tagline: string;
  /** Logo key: served as `/media/logos/<key>.svg`. */
  logo: string;
  verification: 'DOCUMENTO' | 'CODIGO' | null;
  banners: AgreementBannerDef[];
  worlds: string[];
  carousel: CarouselDef | null;
}

export interface WorldDef {
  slug: string;
  name: string;
  description: string;
  /** The agreement that owns it; null for a world of the store itself. */
  agreement: string | null;
  banners: AgreementBannerDef[];
  carousel: CarouselDef;
}

export type MemberDef =
  | {
      agreement: string;
      kind: 'document';
      documentType: DocumentType;
      documentNumber: string;
      name: string;
      email: string;
    }
  | { agreement: string; kind: 'code'; code: string; name: string; email: string };

export const SEEDED_AGREEMENTS: AgreementDef[] = [
  {
    code: 'rimac',
    name: 'Rimac Seguros',
    tagline: 'Beneficios para asegurados Rimac',
    logo: 'rimac',
    verification: 'DOCUMENTO',
    banners: [
      { key: 'rimac-1', alt: 'Asegurados Rimac: descuentos en medicamentos', href: '/coleccion/cyber-salud' },
      { key: 'rimac-2', alt: 'Asegurados Rimac: dispositivos médicos', href: '/categoria/dispositivos-medicos' },
    ],
    worlds: ['cuidado-de-la-piel'],
    carousel: { title: 'Elegidos para asegurados Rimac', collection: 'cyber-salud' },
  },
  {
    code: 'ci',
    name: 'Club CI',
    tagline: 'Beneficios para socios del Club CI',
    logo: 'ci',
    verification: 'CODIGO',
    banners: [{ key: 'ci-1', alt: 'Socios Club CI: packs de ahorro', href: '/coleccion/packs-de-ahorro' }],
    worlds: [],
    carousel: { title: 'Packs para socios del Club CI', collection: 'packs-de-ahorro' },
  },
];

export const SEEDED_WORLDS: WorldDef[] = [
  {
    slug: 'cuidado-de-la-piel',
    name: 'Mundo cuidado de la piel',
    description:
      'Protección solar, limpieza e hidratación para cada tipo de piel, elegidos por nuestros químicos farmacéuticos.',
    agreement: null,
    banners: [
      { key: 'piel-1', alt: 'Protección solar para todo el año', href: '/categoria/proteccion-solar' },
      { key: 'piel-2', alt: 'Limpieza facial para todo tipo de piel', href: '/categoria/limpieza-facial' },
    ],
    carousel: { title: 'Cuidado solar', collection: 'cuidado-solar' },
  },
];

/** Members: Jorge is insured with Rimac (by his DNI); the CI club's member code CI-2024-0001 is Lucía's. */
export const SEEDED_MEMBERS: MemberDef[] = [
  {
    agreement: 'rimac',
    kind: 'document',
    documentType: 2,
    documentNumber: '70125489',
    name: 'Jorge Ramírez',
    email: 'jorge.ramirez@cuida.pe',
  },
  { agreement: 'ci', kind: 'code', code: 'CI-2024-0001', name: 'Lucía Torres', email: 'lucia.torres@cuida.pe' },
];

/** The logos, as SVG (the media host serves them at `/media/logos/<key>.svg`). */
export const AGREEMENT_LOGOS: Record<string, string> = {
  rimac:
    '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="24" viewBox="0 0 72 24" role="img" aria-label="Rimac Seguros"><title>Rimac Seguros</title><rect width="72" height="24" rx="4" fill="#b3001b"/><text x="36" y="16.5" fill="#fff" font-family="system-ui, sans-serif" font-size="12" font-weight="700" text-anchor="middle">RIMAC</text></svg>',
  ci: '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="24" viewBox="0 0 72 24" role="img" aria-label="Club CI"><title>Club CI</title><rect width="72" height="24" rx="4" fill="#1d3f8f"/><text x="36" y="16.5" fill="#fff" font-family="system-ui, sans-serif" font-size="12" font-weight="700" text-anchor="middle">CLUB CI</text></svg>',
};

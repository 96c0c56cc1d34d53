/**
 * Partner agreements (name, logo, banners, …; requirements: "Partner branding") for the embedded apps.
 *
 * STATIC DATA: no upstream provides agreements yet, so the storefront keeps these two here. Logos are files in
 * `web/public/partners/`; banner pictures are the sandbox's generated banners (`/media/banners/<key>.png` on the media
 * host). When an agreements service exists, replace this module by a gateway query with the same shape.
 */
import type { PartnerFlags } from './flags';

export interface AgreementBanner {
  /** Picture key on the media host: `/media/banners/<key>.png`. */
  key: string;
  alt: string;
  /** Internal address the banner opens. */
  href: string;
}

export interface Agreement {
  id: 'rimac' | 'ci';
  name: string;
  /** Short line shown next to the logo in the header. */
  tagline: string;
  /** Public path of the logo (SVG). */
  logo: string;
  banners: AgreementBanner[];
}

export const AGREEMENTS: Record<Agreement['id'], Agreement> = {
  rimac: {
    id: 'rimac',
    name: 'Rimac Seguros',
    tagline: 'Beneficios para asegurados Rimac',
    logo: '/partners/rimac.svg',
    banners: [
      { key: 'rimac-1', alt: 'Asegurados Rimac: descuentos en medicamentos', href: '/coleccion/cyber-salud' },
      { key: 'rimac-2', alt: 'Asegurados Rimac: dispositivos médicos', href: '/categoria/dispositivos-medicos' },
    ],
  },
  ci: {
    id: 'ci',
    name: 'Club CI',
    tagline: 'Beneficios para socios del Club CI',
    logo: '/partners/ci.svg',
    banners: [{ key: 'ci-1', alt: 'Socios Club CI: packs de ahorro', href: '/coleccion/packs-de-ahorro' }],
  },
};

/** The agreement of a session: the insurer's app first, then the second embedded app; none otherwise. */
export function agreementFor(flags: PartnerFlags): Agreement | null {
  if (flags.appRimac) return AGREEMENTS.rimac;
  if (flags.appCI) return AGREEMENTS.ci;
  return null;
}

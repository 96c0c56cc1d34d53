import { describe, expect, it } from 'vitest';
import { catalogueMetadata } from '../src/features/catalog/metadata';

describe('catalogueMetadata', () => {
  it('uses the SEO fields, the canonical path and the background image', () => {
    const metadata = catalogueMetadata(
      {
        name: 'Farmacia',
        seoTitle: 'Farmacia en línea',
        seoDescription: 'Medicamentos',
        backgroundImage: { url: 'http://x/a.png' },
      },
      '/categoria/farmacia',
    );
    expect(metadata).toMatchObject({
      title: { absolute: 'Farmacia en línea' },
      description: 'Medicamentos',
      alternates: { canonical: '/categoria/farmacia' },
      openGraph: { url: '/categoria/farmacia', images: [{ url: 'http://x/a.png', alt: 'Farmacia' }] },
    });
  });

  it('falls back to the name and a Spanish description', () => {
    const metadata = catalogueMetadata({ name: 'Ofertas', description: null }, '/coleccion/ofertas');
    expect(metadata.title).toEqual({ absolute: 'Ofertas' });
    expect(metadata.description).toBe('Ofertas en Cuida.');
    expect(metadata.openGraph?.images).toBeUndefined();
  });
});

import { type LeafCatalog, leaf, line, MONTHLY } from './types';

export const NATURALES: Record<string, LeafCatalog> = {
  fitoterapia: leaf(
    'supplement',
    'Productos a base de plantas de tradición peruana que complementan tu bienestar y energía diaria.',
    [
      line('Maca Negra Gelatinizada Inkanat', { brand: 'Inkanat' }, ['Frasco x 100 cápsulas', 34.9]),
      line('Uña de Gato Inkanat', { brand: 'Inkanat' }, ['Frasco x 100 cápsulas', 29.9]),
      line('Moringa Inkanat', { brand: 'Inkanat' }, ['Frasco x 100 cápsulas', 27.9]),
      line('Cúrcuma con Pimienta Negra Santa Natura', { brand: 'Santa Natura' }, ['Frasco x 60 cápsulas', 39.9]),
      line('Sacha Inchi Omega 3-6-9 Santa Natura', { brand: 'Santa Natura' }, ['Frasco x 60 cápsulas blandas', 44.9]),
      line('Valeriana Santa Natura', { brand: 'Santa Natura' }, ['Frasco x 100 tabletas', 24.9]),
      line('Camu Camu en Polvo Inkanat', { brand: 'Inkanat', purchase: 'once' }, ['Bolsa 100 g', 19.9]),
      line('Pack Mensual Maca Negra Gelatinizada Inkanat', { brand: 'Inkanat', ...MONTHLY }, [
        'Caja x 2 frascos de 100 cápsulas',
        64.9,
      ]),
    ],
    { purchase: 'once-and-subscription' },
  ),
  infusiones: leaf('consumer', 'Infusiones naturales para acompañar cada momento del día.', [
    line('Infusión de Manzanilla Herbi', { brand: 'Herbi' }, ['Caja x 25 sobres', 3.9]),
    line('Infusión de Anís Herbi', { brand: 'Herbi' }, ['Caja x 25 sobres', 3.9]),
    line('Infusión de Muña McCollins', { brand: 'McCollins' }, ['Caja x 25 sobres', 4.5]),
    line('Infusión Relajante Tilo y Valeriana Hornimans', { brand: 'Hornimans' }, ['Caja x 20 sobres', 9.9]),
    line('Té Verde Hornimans', { brand: 'Hornimans' }, ['Caja x 25 sobres', 6.9]),
  ]),
  'miel-y-derivados': leaf('consumer', 'Miel y productos de la colmena con propiedades naturales.', [
    line('Miel de Abeja Pura Cuida', { brand: 'Cuida' }, ['Frasco 500 g', 24.9]),
    line('Propóleo en Gotas Apiperú', { brand: 'Apiperú' }, ['Frasco 30 ml', 19.9]),
    line('Jalea Real Apiperú', { brand: 'Apiperú' }, ['Frasco x 60 cápsulas', 39.9]),
    line('Polen de Abeja Apiperú', { brand: 'Apiperú' }, ['Frasco 200 g', 22.9]),
  ]),
};

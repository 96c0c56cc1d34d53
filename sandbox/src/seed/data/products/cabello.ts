import { type LeafCatalog, leaf, line } from './types';

export const CUIDADO_DEL_CABELLO: Record<string, LeafCatalog> = {
  shampoo: leaf('consumer', 'Limpieza profunda y cuidado para cada tipo de cabello.', [
    line(
      'Shampoo Head & Shoulders Limpieza Renovadora',
      { brand: 'Head & Shoulders' },
      ['Frasco 375 ml', 22.9],
      ['Frasco 650 ml', 34.9],
    ),
    line('Shampoo Head & Shoulders Manzana Fresh', { brand: 'Head & Shoulders' }, ['Frasco 375 ml', 22.9]),
    line('Shampoo Pantene Pro-V Restauración', { brand: 'Pantene' }, ['Frasco 400 ml', 21.9]),
    line('Shampoo Sedal Ceramidas', { brand: 'Sedal' }, ['Frasco 340 ml', 14.9]),
    line('Shampoo Dove Reconstrucción Completa', { brand: 'Dove' }, ['Frasco 400 ml', 19.9]),
    line('Shampoo Elvive Hialurónico Pure', { brand: 'Elvive' }, ['Frasco 370 ml', 19.9]),
    line('Shampoo Anticaspa Vichy Dercos', { brand: 'Vichy' }, ['Frasco 200 ml', 79.9]),
    line('Shampoo Eucerin DermoCapillaire Calmante Urea', { brand: 'Eucerin' }, ['Frasco 250 ml', 74.9]),
    line('Shampoo Anticaspa Nizoral 2 %', { brand: 'Nizoral' }, ['Frasco 120 ml', 69.9]),
  ]),
  acondicionador: leaf('consumer', 'Acondicionadores que desenredan, suavizan y aportan brillo al cabello.', [
    line('Acondicionador Pantene Pro-V Restauración', { brand: 'Pantene' }, ['Frasco 400 ml', 21.9]),
    line('Acondicionador Sedal Ceramidas', { brand: 'Sedal' }, ['Frasco 340 ml', 14.9]),
    line('Acondicionador Dove Reconstrucción Completa', { brand: 'Dove' }, ['Frasco 400 ml', 19.9]),
    line('Acondicionador Head & Shoulders Suave y Manejable', { brand: 'Head & Shoulders' }, ['Frasco 300 ml', 22.9]),
    line('Acondicionador Elvive Óleo Extraordinario', { brand: 'Elvive' }, ['Frasco 370 ml', 19.9]),
  ]),
  'tratamientos-capilares': leaf(
    'consumer',
    'Tratamientos intensivos que reparan, nutren y fortalecen el cabello desde la raíz.',
    [
      line('Crema para Peinar Sedal Rizos Definidos', { brand: 'Sedal' }, ['Frasco 300 ml', 14.9]),
      line('Tratamiento Elvive Óleo Extraordinario', { brand: 'Elvive' }, ['Frasco 100 ml', 34.9]),
      line('Ampollas Vichy Dercos Aminexil Clinical 5', { brand: 'Vichy' }, ['Caja x 21 ampollas', 299.9]),
      line('Mascarilla Capilar Pantene Rescate 3 Minutos', { brand: 'Pantene' }, ['Frasco 170 ml', 19.9]),
      line('Tratamiento Anticaída Pilexil', { brand: 'Pilexil' }, ['Caja x 15 ampollas', 119.9]),
      line('Loción Capilar Minoxidil 5 % Cuida', { brand: 'Cuida', purchase: 'once-and-subscription' }, [
        'Frasco 60 ml',
        44.9,
      ]),
    ],
  ),
  tintes: leaf('consumer', 'Coloración permanente con cobertura total de canas y brillo intenso.', [
    line('Tinte Igora Vital 6-0 Rubio Oscuro', { brand: 'Igora' }, ['Kit', 24.9]),
    line("Tinte L'Oréal Paris Excellence Creme 3 Castaño Oscuro", { brand: "L'Oréal Paris" }, ['Kit', 34.9]),
    line('Tinte Garnier Nutrisse 1 Negro', { brand: 'Garnier' }, ['Kit', 24.9]),
    line('Tinte Koleston 7-1 Rubio Medio Cenizo', { brand: 'Koleston' }, ['Kit', 27.9]),
  ]),
};

import { BOTH, type LeafCatalog, leaf, line, MONTHLY } from './types';

export const NUTRICION: Record<string, LeafCatalog> = {
  'vitaminas-y-minerales': leaf(
    'supplement',
    'Complemento vitamínico y mineral que ayuda a cubrir los requerimientos diarios y a fortalecer el sistema inmunológico.',
    [
      line('Redoxon Vitamina C 1 g Efervescente', { brand: 'Redoxon' }, ['Tubo x 10 tabletas', 21.9]),
      line('Vitamina C 500 mg Masticable Cuida', { brand: 'Cuida' }, ['Frasco x 100 tabletas', 19.9]),
      line(
        'Centrum Adultos Multivitamínico',
        { brand: 'Centrum' },
        ['Frasco x 30 tabletas', 49.9],
        ['Frasco x 100 tabletas', 129.9],
      ),
      line('Centrum Silver 50+', { brand: 'Centrum' }, ['Frasco x 30 tabletas', 54.9]),
      line('Supradyn Energía', { brand: 'Supradyn' }, ['Caja x 30 tabletas', 64.9]),
      line('Pharmaton Complex', { brand: 'Pharmaton' }, ['Caja x 30 cápsulas', 74.9]),
      line("Vitamina D3 1000 UI Nature's Bounty", { brand: "Nature's Bounty" }, [
        'Frasco x 100 cápsulas blandas',
        59.9,
      ]),
      line('Magnesio Citrato + Zinc Cuida', { brand: 'Cuida' }, ['Frasco x 60 cápsulas', 34.9]),
      line('Sulfato Ferroso 300 mg', { lab: 'Portugal', kind: 'medicine' }, ['Caja x 100 tabletas', 9.9]),
      line('Caltrate 600+D3', { brand: 'Caltrate' }, ['Frasco x 60 tabletas', 56.9]),
      line("Omega 3 1000 mg Nature's Bounty", { brand: "Nature's Bounty" }, ['Frasco x 100 cápsulas blandas', 69.9]),
      line('Pack Mensual Centrum Adultos', { brand: 'Centrum', ...MONTHLY }, ['Caja x 2 frascos de 30 tabletas', 89.9]),
    ],
    { purchase: 'once-and-subscription' },
  ),
  proteinas: leaf(
    'supplement',
    'Proteína de alta calidad que apoya el desarrollo y la recuperación muscular después del entrenamiento.',
    [
      line(
        'Proteína Whey Optimum Nutrition Gold Standard Chocolate',
        { brand: 'Optimum Nutrition' },
        ['Pote 2 lb', 249.9],
        ['Pote 5 lb', 479.9],
      ),
      line('Proteína Whey Universal Ultra Whey Pro Vainilla', { brand: 'Universal Nutrition' }, ['Bolsa 2 kg', 289.9]),
      line('Proteína Isolatada Dymatize ISO100 Fresa', { brand: 'Dymatize' }, ['Pote 1.6 lb', 250]),
      line('Proteína Vegetal Orgain Chocolate', { brand: 'Orgain' }, ['Pote 920 g', 189.9]),
      line('Creatina Monohidratada Universal', { brand: 'Universal Nutrition' }, ['Pote 300 g', 129.9]),
    ],
  ),
  colageno: leaf(
    'supplement',
    'Colágeno hidrolizado que contribuye al cuidado de la piel, el cabello, las uñas y las articulaciones.',
    [
      line('Colágeno Hidrolizado Colnatur Classic', { brand: 'Colnatur', ...BOTH }, ['Pote 300 g', 99.9]),
      line('Colágeno con Magnesio Ana María Lajusticia', { brand: 'Ana María Lajusticia', ...BOTH }, [
        'Pote 350 g',
        79.9,
      ]),
      line('Colágeno Hidrolizado Cuida Sabor Naranja', { brand: 'Cuida', ...BOTH }, ['Pote 330 g', 49.9]),
      line('Colágeno Bebible Vital Proteins', { brand: 'Vital Proteins' }, ['Pote 284 g', 159.9]),
      line('Colágeno + Ácido Hialurónico Colnatur', { brand: 'Colnatur' }, ['Caja x 30 sobres', 89.9]),
      line('Pack Mensual Colágeno Hidrolizado Colnatur Classic', { brand: 'Colnatur', ...MONTHLY }, [
        'Caja x 2 potes de 300 g',
        179.9,
      ]),
    ],
  ),
  'nutricion-clinica': leaf(
    'supplement',
    'Nutrición completa y balanceada, ideal como complemento de la alimentación diaria.',
    [
      line('Ensure Advance Vainilla', { brand: 'Ensure' }, ['Lata 850 g', 94.9], ['Lata 400 g', 49.9]),
      line('Ensure Advance Chocolate', { brand: 'Ensure' }, ['Lata 850 g', 94.9]),
      line('Ensure Líquido Vainilla', { brand: 'Ensure', purchase: 'once' }, ['Botella 237 ml', 9.9]),
      line('Pediasure Vainilla', { brand: 'Pediasure' }, ['Lata 900 g', 109.9], ['Lata 400 g', 54.9]),
      line('Pediasure Chocolate', { brand: 'Pediasure' }, ['Lata 900 g', 109.9]),
      line('Glucerna Vainilla', { brand: 'Glucerna' }, ['Lata 850 g', 119.9]),
      line('Nutren Senior Vainilla', { brand: 'Nutren' }, ['Lata 740 g', 89.9]),
      line('Pack Mensual Ensure Advance Vainilla', { brand: 'Ensure', ...MONTHLY }, ['Caja x 4 latas de 850 g', 359.9]),
      line('Pack Mensual Pediasure Vainilla', { brand: 'Pediasure', ...MONTHLY }, ['Caja x 4 latas de 900 g', 409.9]),
      line('Pack Mensual Glucerna Vainilla', { brand: 'Glucerna', ...MONTHLY }, ['Caja x 4 latas de 850 g', 449.9]),
    ],
    { purchase: 'once-and-subscription' },
  ),
};

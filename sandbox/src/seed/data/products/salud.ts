import { BOTH, type LeafCatalog, leaf, line, MONTHLY, multi } from './types';

export const SALUD: Record<string, LeafCatalog> = {
  'primeros-auxilios': leaf(
    'consumer',
    'Todo lo necesario para atender en casa pequeñas heridas, cortes, raspones y golpes.',
    [
      line('Alcohol Medicinal 70°', { brand: 'Cuida' }, ['Frasco 1 L', 9.9], ['Frasco 250 ml', 3.9]),
      line('Agua Oxigenada 10 Volúmenes', { brand: 'Cuida' }, ['Frasco 120 ml', 2.5]),
      line('Curitas Clásicas', { brand: 'Curitas' }, ['Caja x 100 unidades', 12.9], ['Caja x 30 unidades', 5.5]),
      line('Gasa Estéril 10 cm x 10 cm', { brand: 'Cuida' }, ['Sobre x 5 unidades', 2.9]),
      line('Esparadrapo Hipoalergénico Micropore 2.5 cm', { brand: '3M' }, ['Rollo 9.1 m', 6.9]),
      line('Venda Elástica 4 pulgadas', { brand: 'Cuida' }, ['Unidad', 3.9]),
      line('Yodopovidona 10 % Solución', { brand: 'Cuida' }, ['Frasco 120 ml', 7.9]),
      multi(
        'Botiquín de Primeros Auxilios Cuida',
        { brand: 'Cuida' },
        ['Básico', 39.9],
        ['Familiar', 69.9],
        ['Empresa', 149],
      ),
      line('Guantes de Nitrilo Talla M', { brand: 'Cuida' }, ['Caja x 100 unidades', 34.9]),
      line('Mascarilla KN95', { brand: '3M', unavailable: true }, ['Caja x 10 unidades', 19.9]),
    ],
  ),
  'salud-sexual': leaf('consumer', 'Productos para una vida sexual saludable y responsable.', [
    line('Preservativos Durex Sensitivo', { brand: 'Durex' }, ['Caja x 3 unidades', 9.9], ['Caja x 12 unidades', 32.9]),
    line('Preservativos Durex Extra Seguro', { brand: 'Durex' }, ['Caja x 3 unidades', 9.9]),
    line('Preservativos Piel Clásico', { brand: 'Piel' }, ['Caja x 3 unidades', 5.9]),
    line('Lubricante Íntimo Durex Play', { brand: 'Durex' }, ['Tubo 50 ml', 29.9]),
    line('Prueba de Embarazo Clearblue Digital', { brand: 'Clearblue' }, ['Caja x 1 unidad', 39.9]),
    line('Prueba de Embarazo Cuida', { brand: 'Cuida' }, ['Caja x 1 unidad', 6.9]),
  ]),
  'cuidado-ocular': leaf(
    'medicine',
    'Alivia la sequedad, el cansancio y la irritación ocular causados por pantallas, viento o lentes de contacto.',
    [
      line('Lágrimas Artificiales Systane Ultra', { brand: 'Systane', ...BOTH }, ['Frasco 10 ml', 44.9]),
      line('Lubricante Ocular Refresh Tears', { brand: 'Refresh', ...BOTH }, ['Frasco 15 ml', 39.9]),
      line('Visine Original Gotas Oftálmicas', { brand: 'Visine' }, ['Frasco 15 ml', 21.9]),
      line('Solución Multipropósito Renu', { brand: 'Renu' }, ['Frasco 355 ml', 42.9], ['Frasco 120 ml', 19.9]),
      line('Hialuronato de Sodio 0.4 % Gotas', { lab: 'Medifarma', ...BOTH }, ['Frasco 10 ml', 29.9]),
      line('Pack Mensual Lágrimas Artificiales Systane Ultra', { brand: 'Systane', ...MONTHLY }, [
        'Caja x 2 frascos de 10 ml',
        84.9,
      ]),
    ],
  ),
  ortopedia: leaf(
    'device',
    'Soportes y productos ortopédicos que protegen las articulaciones y ayudan a mejorar la postura.',
    [
      multi('Rodillera Elástica Cuida', { brand: 'Cuida' }, ['Talla S', 29.9], ['Talla M', 29.9], ['Talla L', 29.9]),
      multi('Faja Lumbar con Soporte Ortomed', { brand: 'Ortomed' }, ['Talla M', 79.9], ['Talla L', 79.9]),
      line('Tobillera Elástica Cuida', { brand: 'Cuida' }, ['Unidad', 24.9]),
      line('Muñequera con Férula Ortomed', { brand: 'Ortomed' }, ['Unidad', 39.9]),
      line("Plantillas de Gel Dr. Scholl's", { brand: "Dr. Scholl's" }, ['Par', 49.9]),
      line('Collarín Cervical Blando Ortomed', { brand: 'Ortomed' }, ['Unidad', 34.9]),
      line('Corrector de Postura Ortomed', { brand: 'Ortomed' }, ['Unidad', 59.9]),
    ],
  ),
};

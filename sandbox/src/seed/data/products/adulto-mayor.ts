import { type LeafCatalog, leaf, line, MONTHLY } from './types';

export const ADULTO_MAYOR: Record<string, LeafCatalog> = {
  incontinencia: leaf(
    'consumer',
    'Protección absorbente y discreta para la incontinencia, con máxima comodidad de día y de noche.',
    [
      line('Pañales para Adulto Tena Slip Talla M', { brand: 'Tena' }, ['Paquete x 20 unidades', 64.9]),
      line('Pañales para Adulto Tena Slip Talla G', { brand: 'Tena' }, ['Paquete x 20 unidades', 69.9]),
      line('Ropa Interior Desechable Plenitud Active Talla M/G', { brand: 'Plenitud' }, [
        'Paquete x 16 unidades',
        54.9,
      ]),
      line('Pañales para Adulto Plenitud Clásico Talla G', { brand: 'Plenitud' }, ['Paquete x 20 unidades', 49.9]),
      line('Toallas para Incontinencia Tena Lady Normal', { brand: 'Tena' }, ['Paquete x 10 unidades', 16.9]),
      line('Protector de Cama Desechable Cuida', { brand: 'Cuida' }, ['Paquete x 10 unidades', 29.9]),
      line('Pack Mensual Pañales para Adulto Tena Slip Talla M', { brand: 'Tena', ...MONTHLY }, [
        'Caja x 4 paquetes',
        239.9,
      ]),
      line('Pack Mensual Plenitud Active Talla M/G', { brand: 'Plenitud', ...MONTHLY }, ['Caja x 4 paquetes', 199.9]),
    ],
    { purchase: 'once-and-subscription' },
  ),
  movilidad: leaf('device', 'Ayudas para caminar y desplazarse con seguridad, comodidad y autonomía.', [
    line('Bastón de Aluminio Regulable Ortomed', { brand: 'Ortomed' }, ['Unidad', 49.9]),
    line('Bastón de 4 Puntas Ortomed', { brand: 'Ortomed' }, ['Unidad', 89.9]),
    line('Andador Plegable con Ruedas Ortomed', { brand: 'Ortomed' }, ['Unidad', 249.9]),
    line('Silla de Ruedas Plegable de Aluminio Ortomed', { brand: 'Ortomed' }, ['Unidad', 1279]),
    line('Silla de Ruedas Estándar Ortomed', { brand: 'Ortomed' }, ['Unidad', 649]),
    line('Silla de Baño con Respaldo Ortomed', { brand: 'Ortomed' }, ['Unidad', 159.9]),
  ]),
  'cuidado-diario': leaf(
    'consumer',
    'Productos que facilitan el cuidado diario y la toma ordenada de medicamentos del adulto mayor.',
    [
      line('Pastillero Semanal 7 Días Cuida', { brand: 'Cuida' }, ['Unidad', 12.9]),
      line('Pastillero Semanal Mañana y Noche Cuida', { brand: 'Cuida' }, ['Unidad', 19.9]),
      line('Crema Protectora Tena Barrier', { brand: 'Tena' }, ['Tubo 150 ml', 39.9]),
      line('Cojín Antiescaras de Gel Ortomed', { brand: 'Ortomed', kind: 'device' }, ['Unidad', 129.9]),
      line('Lupa con Luz LED Cuida', { brand: 'Cuida' }, ['Unidad', 34.9]),
    ],
  ),
};

import { BOTH, type LeafCatalog, leaf, line, MONTHLY } from './types';

export const DISPOSITIVOS: Record<string, LeafCatalog> = {
  tensiometros: leaf(
    'device',
    'Monitores de presión arterial clínicamente validados para controlar tu salud desde casa.',
    [
      line('Tensiómetro de Brazo Omron HEM-7120', { brand: 'Omron' }, ['Unidad', 189.9]),
      line('Tensiómetro de Brazo Omron HEM-7156', { brand: 'Omron' }, ['Unidad', 250]),
      line('Tensiómetro de Brazo Omron HEM-7361T Bluetooth', { brand: 'Omron' }, ['Unidad', 549.9]),
      line('Tensiómetro de Muñeca Omron HEM-6161', { brand: 'Omron' }, ['Unidad', 199.9]),
      line('Tensiómetro de Brazo Microlife BP A2 Basic', { brand: 'Microlife' }, ['Unidad', 169.9]),
      line('Tensiómetro Aneroide con Estetoscopio Riester', { brand: 'Riester' }, ['Kit', 119.9]),
    ],
  ),
  termometros: leaf('device', 'Termómetros rápidos y precisos para controlar la temperatura de toda la familia.', [
    line('Termómetro Digital Omron MC-246', { brand: 'Omron' }, ['Unidad', 19.9]),
    line('Termómetro Digital Flexible Microlife MT 16F1', { brand: 'Microlife' }, ['Unidad', 24.9]),
    line('Termómetro Infrarrojo Frontal Omron MC-720', { brand: 'Omron' }, ['Unidad', 229.9]),
    line('Termómetro Infrarrojo sin Contacto Microlife NC 150', { brand: 'Microlife' }, ['Unidad', 189.9]),
    line('Termómetro Digital Cuida', { brand: 'Cuida' }, ['Unidad', 12.9]),
  ]),
  glucometros: leaf(
    'device',
    'Medición de glucosa en sangre rápida y confiable para el control diario de la diabetes.',
    [
      line('Glucómetro Accu-Chek Instant', { brand: 'Accu-Chek' }, ['Kit', 99.9]),
      line('Glucómetro Accu-Chek Guide', { brand: 'Accu-Chek' }, ['Kit', 200]),
      line('Tiras Reactivas Accu-Chek Instant', { brand: 'Accu-Chek', ...BOTH }, ['Caja x 50 tiras', 89.9]),
      line('Tiras Reactivas Accu-Chek Guide', { brand: 'Accu-Chek', ...BOTH }, ['Caja x 50 tiras', 109.9]),
      line('Lancetas Accu-Chek Softclix', { brand: 'Accu-Chek', ...BOTH }, ['Caja x 100 lancetas', 49.9]),
      line('Glucómetro OneTouch Select Plus Flex', { brand: 'OneTouch' }, ['Kit', 119.9]),
      line('Tiras Reactivas OneTouch Select Plus', { brand: 'OneTouch', ...BOTH }, ['Caja x 50 tiras', 94.9]),
      line('Pack Mensual Tiras Reactivas Accu-Chek Guide', { brand: 'Accu-Chek', ...MONTHLY }, [
        'Caja x 2 cajas de 50 tiras',
        209.9,
      ]),
    ],
  ),
  nebulizadores: leaf('device', 'Nebulizadores para la administración eficaz de medicamentos respiratorios en casa.', [
    line('Nebulizador de Compresor Omron NE-C101', { brand: 'Omron' }, ['Unidad', 219.9]),
    line('Nebulizador Ultrasónico Portátil Omron NE-U100', { brand: 'Omron', unavailable: true }, ['Unidad', 399.9]),
    line('Nebulizador de Compresor Microlife NEB 200', { brand: 'Microlife' }, ['Unidad', 179.9]),
    line('Aerocámara para Inhalador Pediátrica Cuida', { brand: 'Cuida' }, ['Unidad', 39.9]),
    line('Mascarilla para Nebulizador Adulto Cuida', { brand: 'Cuida' }, ['Unidad', 9.9]),
  ]),
  oximetros: leaf(
    'device',
    'Oxímetros de pulso que miden la saturación de oxígeno y la frecuencia cardiaca en segundos.',
    [
      line('Oxímetro de Pulso Beurer PO 30', { brand: 'Beurer' }, ['Unidad', 119.9]),
      line('Oxímetro de Pulso Cuida', { brand: 'Cuida' }, ['Unidad', 59.9]),
      line('Oxímetro de Pulso Pediátrico Beurer PO 35', { brand: 'Beurer' }, ['Unidad', 139.9]),
    ],
  ),
};

import { type LeafCatalog, leaf, line, MONTHLY } from './types';

export const CUIDADO_PERSONAL: Record<string, LeafCatalog> = {
  'cuidado-bucal': leaf(
    'consumer',
    'Higiene bucal completa para dientes fuertes, encías sanas y un aliento fresco todo el día.',
    [
      line(
        'Pasta Dental Colgate Total 12',
        { brand: 'Colgate' },
        ['Tubo 75 ml', 9.9],
        ['Pack x 3 tubos de 75 ml', 24.9],
      ),
      line('Pasta Dental Colgate Triple Acción', { brand: 'Colgate' }, ['Tubo 75 ml', 4.5]),
      line('Pasta Dental Sensodyne Repara y Protege', { brand: 'Sensodyne', purchase: 'once-and-subscription' }, [
        'Tubo 100 g',
        24.9,
      ]),
      line('Cepillo Dental Oral-B Pro-Salud Suave', { brand: 'Oral-B' }, ['Unidad', 7.9], ['Pack x 3 unidades', 18.9]),
      line('Cepillo Eléctrico Oral-B Vitality 100', { brand: 'Oral-B' }, ['Unidad', 129.9]),
      line('Enjuague Bucal Listerine Cool Mint', { brand: 'Listerine' }, ['Frasco 500 ml', 19.9], ['Frasco 1 L', 34.9]),
      line('Enjuague Bucal Colgate Plax Ice', { brand: 'Colgate' }, ['Frasco 500 ml', 16.9]),
      line('Hilo Dental Oral-B Essential Floss', { brand: 'Oral-B' }, ['Rollo 50 m', 11.9]),
      line('Crema Adhesiva Corega Ultra', { brand: 'Corega' }, ['Tubo 40 g', 27.9]),
    ],
  ),
  desodorantes: leaf('consumer', 'Protección antitranspirante duradera para sentirte fresco y seguro todo el día.', [
    line('Desodorante Rexona Men V8 Aerosol', { brand: 'Rexona' }, ['Frasco 150 ml', 14.9]),
    line('Desodorante Rexona Women Clinical Barra', { brand: 'Rexona' }, ['Barra 48 g', 21.9]),
    line('Desodorante Dove Original Roll-On', { brand: 'Dove' }, ['Frasco 50 ml', 10.9]),
    line('Desodorante Nivea Men Black & White Spray', { brand: 'Nivea' }, ['Frasco 150 ml', 15.9]),
    line('Desodorante Axe Apollo Aerosol', { brand: 'Axe' }, ['Frasco 150 ml', 15.9]),
    line('Desodorante Lady Speed Stick Barra', { brand: 'Lady Speed Stick' }, ['Barra 45 g', 10.5]),
    line('Desodorante Vichy 48h Roll-On', { brand: 'Vichy' }, ['Frasco 50 ml', 49.9]),
  ]),
  'cuidado-corporal': leaf('consumer', 'Limpieza e hidratación diaria para toda la familia.', [
    line('Jabón Dove Original', { brand: 'Dove' }, ['Barra 90 g', 4.5], ['Pack x 3 barras', 11.9]),
    line('Jabón Protex Avena', { brand: 'Protex' }, ['Pack x 3 barras de 110 g', 9.9]),
    line('Gel de Ducha Nivea Creme Soft', { brand: 'Nivea' }, ['Frasco 500 ml', 19.9]),
    line('Jabón Líquido Antibacterial Protex', { brand: 'Protex' }, ['Frasco 221 ml', 12.9]),
    line('Crema Corporal Nivea Milk Nutritiva', { brand: 'Nivea' }, ['Frasco 400 ml', 26.9]),
    line('Jabón Dermatológico Cetaphil', { brand: 'Cetaphil' }, ['Barra 127 g', 24.9]),
    line('Alcohol en Gel Cuida', { brand: 'Cuida' }, ['Frasco 500 ml', 8.9], ['Frasco 1 L', 14.9]),
    line('Talco Mexsana', { brand: 'Mexsana' }, ['Frasco 160 g', 17.9]),
  ]),
  afeitado: leaf('consumer', 'Afeitado al ras y cómodo, con cuidado para la piel antes y después de afeitar.', [
    line('Máquina de Afeitar Gillette Mach3', { brand: 'Gillette' }, ['Unidad', 24.9]),
    line('Repuestos Gillette Mach3', { brand: 'Gillette' }, ['Pack x 4 cartuchos', 49.9]),
    line('Máquinas Desechables Gillette Prestobarba 3', { brand: 'Gillette' }, ['Pack x 4 unidades', 21.9]),
    line('Espuma de Afeitar Gillette Foamy Regular', { brand: 'Gillette' }, ['Frasco 175 g', 14.9]),
    line('Gel de Afeitar Nivea Men Sensitive', { brand: 'Nivea' }, ['Frasco 200 ml', 22.9]),
    line('Bálsamo After Shave Nivea Men Sensitive', { brand: 'Nivea' }, ['Frasco 100 ml', 34.9]),
    line('Máquina de Afeitar Schick Quattro Mujer', { brand: 'Schick' }, ['Unidad', 27.9]),
  ]),
  'proteccion-femenina': leaf('consumer', 'Protección cómoda y segura para cada día del ciclo.', [
    line(
      'Toallas Higiénicas Always Ultrafina con Alas',
      { brand: 'Always' },
      ['Paquete x 8 unidades', 5.9],
      ['Paquete x 32 unidades', 19.9],
    ),
    line('Toallas Higiénicas Nosotras Invisible Clásica', { brand: 'Nosotras' }, ['Paquete x 10 unidades', 4.9]),
    line('Protectores Diarios Carefree Original', { brand: 'Carefree' }, ['Caja x 40 unidades', 9.9]),
    line('Tampones o.b. Original Medio', { brand: 'o.b.' }, ['Caja x 10 unidades', 14.9]),
    line('Copa Menstrual Cuida Talla M', { brand: 'Cuida' }, ['Unidad', 49.9]),
    line('Jabón Íntimo Lactacyd', { brand: 'Lactacyd' }, ['Frasco 200 ml', 24.9]),
    line('Pack Mensual Toallas Higiénicas Always Nocturna', { brand: 'Always', ...MONTHLY }, [
      'Caja x 3 paquetes',
      39.9,
    ]),
  ]),
};

import { BOTH, type LeafCatalog, leaf, line, MONTHLY } from './types';

export const MAMA_Y_BEBE: Record<string, LeafCatalog> = {
  'panales-desechables': leaf(
    'consumer',
    'Pañales suaves y absorbentes que mantienen a tu bebé seco y cómodo de día y de noche.',
    [
      line('Pañales Huggies Natural Care Etapa 1', { brand: 'Huggies' }, ['Paquete x 50 unidades', 54.9]),
      line(
        'Pañales Huggies Natural Care Etapa 3',
        { brand: 'Huggies' },
        ['Paquete x 40 unidades', 52.9],
        ['Paquete x 80 unidades', 99.9],
      ),
      line('Pañales Huggies Natural Care Etapa 4', { brand: 'Huggies' }, ['Paquete x 72 unidades', 99.9]),
      line('Pañales Babysec Premium Talla M', { brand: 'Babysec' }, ['Paquete x 60 unidades', 49.9]),
      line('Pañales Babysec Premium Talla G', { brand: 'Babysec' }, ['Paquete x 52 unidades', 49.9]),
      line('Pañales Babysec Ultra Talla XG', { brand: 'Babysec' }, ['Paquete x 48 unidades', 54.9]),
      line('Pañales Pampers Confort Sec Talla M', { brand: 'Pampers' }, ['Paquete x 60 unidades', 59.9]),
      line('Pañales Pampers Premium Care Talla G', { brand: 'Pampers' }, ['Paquete x 44 unidades', 69.9]),
      line('Pañales Pants Huggies Supreme Talla XXG', { brand: 'Huggies' }, ['Paquete x 36 unidades', 64.9]),
      line('Pack Mensual Pañales Huggies Natural Care Etapa 3', { brand: 'Huggies', ...MONTHLY }, [
        'Caja x 4 paquetes',
        189.9,
      ]),
      line('Pack Mensual Pañales Babysec Premium Talla G', { brand: 'Babysec', ...MONTHLY }, [
        'Caja x 4 paquetes',
        179.9,
      ]),
      line('Pack Mensual Pañales Pampers Confort Sec Talla M', { brand: 'Pampers', ...MONTHLY }, [
        'Caja x 4 paquetes',
        214.9,
      ]),
    ],
    { purchase: 'once-and-subscription' },
  ),
  'toallitas-humedas': leaf(
    'consumer',
    'Toallitas húmedas para la limpieza delicada de la piel del bebé en cada cambio de pañal.',
    [
      line(
        'Toallitas Húmedas Huggies One & Done',
        { brand: 'Huggies' },
        ['Paquete x 48 unidades', 8.9],
        ['Pack x 3 paquetes', 22.9],
      ),
      line('Toallitas Húmedas Babysec Premium', { brand: 'Babysec' }, ['Paquete x 70 unidades', 7.9]),
      line('Toallitas Húmedas Pampers Sensitive', { brand: 'Pampers' }, ['Paquete x 56 unidades', 12.9]),
      line("Toallitas Húmedas Johnson's Baby", { brand: "Johnson's Baby" }, ['Paquete x 48 unidades', 9.9]),
      line('Toallitas Húmedas Cuida Aloe Vera', { brand: 'Cuida', purchase: 'once' }, ['Paquete x 100 unidades', 6.9]),
      line('Pack Mensual Toallitas Húmedas Huggies One & Done', { brand: 'Huggies', ...MONTHLY }, [
        'Caja x 6 paquetes',
        42.9,
      ]),
    ],
    { purchase: 'once-and-subscription' },
  ),
  'formulas-infantiles': leaf(
    'supplement',
    'Fórmula láctea con nutrientes esenciales para el crecimiento y desarrollo del bebé. La leche materna es el mejor alimento para el lactante.',
    [
      line('Fórmula Infantil Similac 1 Gold', { brand: 'Similac' }, ['Lata 850 g', 119.9], ['Lata 400 g', 62.9]),
      line('Fórmula Infantil Similac 3 Gold', { brand: 'Similac' }, ['Lata 1.2 kg', 149]),
      line('Fórmula Infantil Enfamil Premium 1', { brand: 'Enfamil' }, ['Lata 800 g', 129.9]),
      line('Fórmula Infantil Enfagrow Premium 3', { brand: 'Enfagrow' }, ['Lata 800 g', 99.9]),
      line('Fórmula Infantil NAN Optipro 1', { brand: 'NAN' }, ['Lata 800 g', 109.9]),
      line('Fórmula Infantil NAN Optipro 2', { brand: 'NAN' }, ['Lata 800 g', 104.9]),
      line('Fórmula Infantil NAN Sin Lactosa', { brand: 'NAN' }, ['Lata 400 g', 69.9]),
      line('Fórmula Infantil Similac Sensitive', { brand: 'Similac' }, ['Lata 400 g', 74.9]),
      line('Pack Mensual Fórmula Similac 3 Gold', { brand: 'Similac', ...MONTHLY }, [
        'Caja x 3 latas de 1.2 kg',
        429.9,
      ]),
    ],
    { purchase: 'once-and-subscription' },
  ),
  'cuidado-del-bebe': leaf(
    'consumer',
    'Productos suaves e hipoalergénicos para el baño, la hidratación y el cuidado diario del bebé.',
    [
      line(
        "Shampoo Johnson's Baby Original",
        { brand: "Johnson's Baby" },
        ['Frasco 200 ml', 14.9],
        ['Frasco 400 ml', 24.9],
      ),
      line("Colonia Johnson's Baby Original", { brand: "Johnson's Baby" }, ['Frasco 200 ml', 17.9]),
      line("Jabón Líquido Johnson's Baby Cabeza a Pies", { brand: "Johnson's Baby" }, ['Frasco 200 ml', 16.9]),
      line('Crema Antipañalitis Hipoglós', { brand: 'Hipoglós' }, ['Tubo 60 g', 19.9], ['Pote 120 g', 34.9]),
      line('Crema Antipañalitis Desitin Máxima Protección', { brand: 'Desitin' }, ['Tubo 57 g', 27.9]),
      line('Gel de Baño Mustela Bebé', { brand: 'Mustela' }, ['Frasco 200 ml', 59.9]),
      line('Biberón Philips Avent Natural', { brand: 'Philips Avent' }, ['Unidad 260 ml', 54.9]),
      line('Chupón Philips Avent Ultra Soft 0-6 meses', { brand: 'Philips Avent' }, ['Pack x 2 unidades', 44.9]),
      line('Cortaúñas para Bebé Chicco', { brand: 'Chicco' }, ['Unidad', 19.9]),
      line('Aspirador Nasal Chicco Physioclean', { brand: 'Chicco' }, ['Unidad', 39.9]),
    ],
  ),
  maternidad: leaf('consumer', 'Cuidado para la mamá durante el embarazo y la lactancia.', [
    line('Crema Antiestrías Mustela Maternité', { brand: 'Mustela' }, ['Frasco 150 ml', 129.9]),
    line('Aceite Bio-Oil', { brand: 'Bio-Oil' }, ['Frasco 60 ml', 44.9], ['Frasco 125 ml', 74.9]),
    line('Protectores de Lactancia Philips Avent', { brand: 'Philips Avent' }, ['Caja x 24 unidades', 34.9]),
    line('Extractor de Leche Manual Philips Avent', { brand: 'Philips Avent' }, ['Unidad', 199.9]),
    line('Crema para Pezones Lansinoh HPA Lanolina', { brand: 'Lansinoh' }, ['Tubo 40 g', 49.9]),
    line('Multivitamínico Prenatal Pregnacare', { brand: 'Pregnacare', kind: 'supplement', ...BOTH }, [
      'Caja x 30 tabletas',
      69.9,
    ]),
  ]),
};

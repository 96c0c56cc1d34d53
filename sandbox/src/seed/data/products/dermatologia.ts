import { type LeafCatalog, leaf, line } from './types';

export const DERMATOLOGIA: Record<string, LeafCatalog> = {
  'proteccion-solar-facial': leaf(
    'consumer',
    'Protección solar de amplio espectro UVA/UVB para el rostro, ideal para el sol intenso del verano limeño y el uso diario.',
    [
      line('Bloqueador Solar Eucerin Oil Control FPS 50+', { brand: 'Eucerin' }, ['50 ml', 89.9]),
      line('Bloqueador Solar La Roche-Posay Anthelios UVMune 400 Fluido FPS 50+', { brand: 'La Roche-Posay' }, [
        '50 ml',
        119.9,
      ]),
      line('Bloqueador Solar Vichy Capital Soleil UV-Age FPS 50+', { brand: 'Vichy' }, ['40 ml', 109.9]),
      line('Bloqueador Solar ISDIN Fusion Water FPS 50', { brand: 'ISDIN' }, ['50 ml', 99.9]),
      line('Bloqueador Solar Eucerin Pigment Control FPS 50+ con Color', { brand: 'Eucerin' }, ['50 ml', 129.9]),
      line('Bloqueador Solar Cetaphil Sun FPS 50', { brand: 'Cetaphil' }, ['50 ml', 79.9]),
      line('Bloqueador Solar Neutrogena Ultra Sheer FPS 55', { brand: 'Neutrogena' }, ['88 ml', 64.9]),
    ],
  ),
  'proteccion-solar-corporal': leaf(
    'consumer',
    'Protección solar resistente al agua para el cuerpo, ideal para la playa, la piscina y las actividades al aire libre.',
    [
      line(
        'Bloqueador Solar Nivea Sun Protect & Hidrata FPS 50',
        { brand: 'Nivea' },
        ['200 ml', 54.9],
        ['100 ml', 34.9],
      ),
      line('Bloqueador Solar Banana Boat Sport FPS 50', { brand: 'Banana Boat' }, ['180 ml', 59.9]),
      line('Bloqueador Solar Sundown Praia e Piscina FPS 50', { brand: 'Sundown' }, ['200 ml', 49.9]),
      line('Bloqueador Solar La Roche-Posay Anthelios XL Spray FPS 50+', { brand: 'La Roche-Posay' }, [
        '200 ml',
        139.9,
      ]),
      line('Bloqueador Solar Eucerin Sun Spray Transparente FPS 50', { brand: 'Eucerin' }, ['200 ml', 109.9]),
      line('Gel Post Solar Aloe Vera Banana Boat', { brand: 'Banana Boat' }, ['Frasco 230 g', 39.9]),
    ],
  ),
  'proteccion-solar-infantil': leaf(
    'consumer',
    'Protección solar muy alta especialmente formulada para la piel sensible de bebés y niños.',
    [
      line('Bloqueador Solar Nivea Sun Kids FPS 50+', { brand: 'Nivea' }, ['200 ml', 59.9]),
      line('Bloqueador Solar Banana Boat Kids FPS 50', { brand: 'Banana Boat' }, ['180 ml', 59.9]),
      line('Bloqueador Solar La Roche-Posay Anthelios Dermo-Pediatrics FPS 50+', { brand: 'La Roche-Posay' }, [
        '250 ml',
        149,
      ]),
      line('Bloqueador Solar ISDIN Pediatrics Fusion Fluid FPS 50', { brand: 'ISDIN' }, ['50 ml', 89.9]),
      line('Bloqueador Solar Mustela Muy Alta Protección FPS 50+', { brand: 'Mustela' }, ['100 ml', 94.9]),
    ],
  ),
  'limpieza-facial': leaf(
    'consumer',
    'Limpieza suave que elimina impurezas, maquillaje y exceso de grasa respetando la barrera natural de la piel.',
    [
      line(
        'Limpiador Facial Cetaphil Piel Sensible',
        { brand: 'Cetaphil' },
        ['Frasco 473 ml', 89.9],
        ['Frasco 236 ml', 59.9],
      ),
      line('Limpiador Hidratante CeraVe', { brand: 'CeraVe' }, ['Frasco 473 ml', 94.9]),
      line('Limpiador Espumoso CeraVe', { brand: 'CeraVe' }, ['Frasco 236 ml', 64.9]),
      line(
        'Agua Micelar Bioderma Sensibio H2O',
        { brand: 'Bioderma' },
        ['Frasco 250 ml', 69.9],
        ['Frasco 500 ml', 99.9],
      ),
      line('Agua Micelar Garnier Skin Active', { brand: 'Garnier' }, ['Frasco 400 ml', 29.9]),
      line('Gel Purificante La Roche-Posay Effaclar', { brand: 'La Roche-Posay' }, ['Frasco 200 ml', 84.9]),
      line('Gel Limpiador Vichy Normaderm', { brand: 'Vichy' }, ['Frasco 200 ml', 79.9]),
      line('Exfoliante Facial Neutrogena Deep Clean', { brand: 'Neutrogena' }, ['Tubo 150 g', 29.9]),
    ],
  ),
  hidratacion: leaf(
    'consumer',
    'Hidratación intensa que mantiene la piel suave, elástica y protegida durante todo el día.',
    [
      line('Crema Hidratante CeraVe', { brand: 'CeraVe' }, ['Pote 454 g', 99.9]),
      line('Loción Hidratante CeraVe', { brand: 'CeraVe' }, ['Frasco 473 ml', 89.9]),
      line('Crema Hidratante Cetaphil', { brand: 'Cetaphil' }, ['Pote 453 g', 94.9]),
      line('Loción Eucerin UreaRepair Plus 10 % Urea', { brand: 'Eucerin' }, ['Frasco 250 ml', 84.9]),
      line('Nivea Crema', { brand: 'Nivea' }, ['Lata 150 ml', 19.9], ['Lata 60 ml', 9.9]),
      line('Sérum Vichy Minéral 89', { brand: 'Vichy' }, ['Frasco 50 ml', 149]),
      line('Neutrogena Hydro Boost Water Gel', { brand: 'Neutrogena' }, ['Pote 50 g', 74.9]),
      line('Loción Lubriderm Reparación Intensiva', { brand: 'Lubriderm' }, ['Frasco 400 ml', 39.9]),
      line('Hidratante Facial La Roche-Posay Toleriane Double Repair', { brand: 'La Roche-Posay' }, [
        'Frasco 75 ml',
        99.9,
      ]),
    ],
  ),
  antiedad: leaf(
    'consumer',
    'Tratamientos que reducen la apariencia de arrugas y líneas de expresión y mejoran la firmeza de la piel.',
    [
      line('Crema de Día Eucerin Hyaluron-Filler FPS 30', { brand: 'Eucerin' }, ['Pote 50 ml', 179.9]),
      line('Crema de Noche Eucerin Hyaluron-Filler', { brand: 'Eucerin' }, ['Pote 50 ml', 179.9]),
      line('Crema Vichy Liftactiv Supreme', { brand: 'Vichy' }, ['Pote 50 ml', 189.9]),
      line('Sérum La Roche-Posay Hyalu B5', { brand: 'La Roche-Posay' }, ['Frasco 30 ml', 199.9]),
      line('Crema de Noche Neutrogena Retinol Boost', { brand: 'Neutrogena' }, ['Pote 50 ml', 89.9]),
      line('Crema Nivea Q10 Power Antiarrugas Día FPS 15', { brand: 'Nivea' }, ['Pote 50 ml', 49.9]),
      line('Sérum La Roche-Posay Pure Vitamin C10', { brand: 'La Roche-Posay' }, ['Frasco 30 ml', 200]),
    ],
  ),
  acne: leaf(
    'consumer',
    'Cuidado especializado para pieles grasas y con tendencia acneica: reduce imperfecciones, puntos negros y brillo.',
    [
      line('Tratamiento La Roche-Posay Effaclar Duo+M', { brand: 'La Roche-Posay' }, ['Tubo 40 ml', 99.9]),
      line('Sérum Eucerin DermoPure Triple Efecto', { brand: 'Eucerin' }, ['Frasco 40 ml', 119.9]),
      line('Gel Limpiador Bioderma Sébium', { brand: 'Bioderma' }, ['Frasco 200 ml', 79.9]),
      line('Limpiador Neutrogena Oil-Free Acne Wash', { brand: 'Neutrogena' }, ['Frasco 177 ml', 39.9]),
      line('Parches para Granos Cuida', { brand: 'Cuida' }, ['Caja x 36 unidades', 19.9]),
      line('Espuma Limpiadora Cetaphil Pro Oil Control', { brand: 'Cetaphil' }, ['Frasco 236 ml', 69.9]),
    ],
  ),
};

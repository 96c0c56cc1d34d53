import { BOTH, type LeafCatalog, leaf, line, MONTHLY } from './types';

/** The Feria category itself holds the fair's own deals (the storefront's default listing), plus two subcategories. */
export const FERIA: Record<string, LeafCatalog> = {
  feria: leaf('consumer', 'Precio especial de la Feria Cuida, válido hasta agotar stock.', [
    line('Pack Panadol Antigripal + Vick VapoRub', { brand: 'Panadol', kind: 'medicine', limit: 2 }, [
      'Pack x 12 tabletas + frasco 50 g',
      29.9,
    ]),
    line('Kit Antigripal Cuida', { brand: 'Cuida', lab: 'Genfar', kind: 'medicine', limit: 2 }, ['Kit', 24.9]),
    line('Alcohol en Gel Cuida', { brand: 'Cuida', limit: 3 }, ['Galonera 3.8 L', 39.9]),
    line('Mascarillas Quirúrgicas Descartables Cuida', { brand: 'Cuida', limit: 5 }, ['Caja x 50 unidades', 9.9]),
    line('Toallitas Húmedas Huggies One & Done', { brand: 'Huggies' }, ['Pack x 4 paquetes de 48 unidades', 29.9]),
    line('Bloqueador Solar Nivea Sun Protect & Hidrata FPS 50', { brand: 'Nivea' }, [
      'Pack x 2 frascos de 200 ml',
      89.9,
    ]),
    line('Shampoo + Acondicionador Pantene Pro-V Restauración', { brand: 'Pantene' }, [
      'Pack x 2 frascos de 400 ml',
      39.9,
    ]),
    line('Pasta Dental Colgate Total 12', { brand: 'Colgate' }, ['Pack x 4 tubos de 75 ml', 29.9]),
    line('Jabón Dove Original', { brand: 'Dove' }, ['Pack x 6 barras de 90 g', 22.9]),
    line('Desodorante Rexona Men V8 Aerosol', { brand: 'Rexona' }, ['Pack x 2 frascos de 150 ml', 24.9]),
    line('Toallas Higiénicas Nosotras Invisible Clásica', { brand: 'Nosotras' }, [
      'Pack x 3 paquetes de 10 unidades',
      12.9,
    ]),
    line('Redoxon Vitamina C 1 g Efervescente', { brand: 'Redoxon', kind: 'supplement' }, [
      'Pack x 3 tubos de 10 tabletas',
      54.9,
    ]),
    line('Ensure Advance Vainilla', { brand: 'Ensure', kind: 'supplement', ...BOTH }, [
      'Pack x 2 latas de 400 g',
      89.9,
    ]),
    line('Nivea Crema', { brand: 'Nivea' }, ['Pack x 2 latas de 150 ml', 32.9]),
    line('Kit Termómetro Digital + Alcohol Cuida', { brand: 'Cuida', kind: 'device' }, ['Kit', 19.9]),
    line('Curitas Clásicas', { brand: 'Curitas' }, ['Pack x 3 cajas de 30 unidades', 12.9]),
    line('Gel Antibacterial de Bolsillo Cuida', { brand: 'Cuida' }, ['Pack x 5 frascos de 30 ml', 9.9]),
    line('Cepillo Dental Oral-B Pro-Salud Suave', { brand: 'Oral-B' }, ['Pack x 6 unidades', 24.9]),
    line('Toallitas Húmedas Babysec Premium', { brand: 'Babysec' }, ['Pack x 3 paquetes de 70 unidades', 19.9]),
    line('Agua Micelar Garnier Skin Active', { brand: 'Garnier' }, ['Pack x 2 frascos de 400 ml', 49.9]),
    line('Enjuague Bucal Listerine Cool Mint', { brand: 'Listerine' }, ['Pack x 2 frascos de 500 ml', 32.9]),
    line('Colágeno Hidrolizado Cuida Sabor Naranja', { brand: 'Cuida', kind: 'supplement' }, [
      'Pack x 2 potes de 330 g',
      84.9,
    ]),
    line('Suero Oral Electrolit Fresa', { brand: 'Electrolit', kind: 'medicine' }, [
      'Pack x 6 botellas de 625 ml',
      36.9,
    ]),
    line('Protector Labial Nivea Original Care', { brand: 'Nivea' }, ['Pack x 2 unidades de 4.8 g', 16.9]),
    line('Repelente de Insectos OFF! Family', { brand: 'OFF!' }, ['Aerosol 170 g', 24.9]),
    line('Pack Mensual Vitamina C 500 mg Masticable Cuida', { brand: 'Cuida', kind: 'supplement', ...MONTHLY }, [
      'Caja x 2 frascos de 100 tabletas',
      34.9,
    ]),
  ]),
  'ofertas-de-la-semana': leaf('consumer', 'Oferta de la semana: aprovecha este precio especial por tiempo limitado.', [
    line('Protector Labial Nivea Original Care', { brand: 'Nivea' }, ['Unidad 4.8 g', 9.9]),
    line('Crema de Manos Neutrogena Fórmula Noruega', { brand: 'Neutrogena' }, ['Tubo 56 g', 24.9]),
    line('Desodorante Dove Men+Care Aerosol', { brand: 'Dove' }, ['Frasco 150 ml', 15.9]),
    line('Shampoo Sedal Carbón Activado', { brand: 'Sedal' }, ['Frasco 340 ml', 14.9]),
    line('Pasta Dental Oral-B 3D White', { brand: 'Oral-B' }, ['Tubo 75 ml', 12.9]),
    line('Jabón Líquido Dove Original', { brand: 'Dove' }, ['Doypack 500 ml', 16.9]),
    line('Crema Corporal Lubriderm UV15', { brand: 'Lubriderm' }, ['Frasco 400 ml', 42.9]),
    line('Pastillas Halls Menta Extra Fuerte', { brand: 'Halls' }, ['Pack x 12 barras', 12.9]),
    line('Gel Fijador Moco de Gorila Punk', { brand: 'Moco de Gorila' }, ['Pote 200 g', 11.9]),
  ]),
  'packs-ahorro': leaf('consumer', 'Pack ahorro: llévate más productos pagando menos por unidad.', [
    line('Pack Bebé Huggies Natural Care Etapa 2 + Toallitas', { brand: 'Huggies' }, ['Pack', 69.9]),
    line('Pack Cuidado Facial CeraVe Limpiador + Crema Hidratante', { brand: 'CeraVe' }, ['Pack', 159.9]),
    line('Pack Solar Familiar La Roche-Posay Anthelios', { brand: 'La Roche-Posay' }, ['Pack', 239.9]),
    line('Pack Higiene Bucal Colgate Total 12', { brand: 'Colgate' }, ['Pack x 2 pastas + cepillo + enjuague', 39.9]),
    line('Pack Nutrición Ensure Advance Vainilla', { brand: 'Ensure', kind: 'supplement', ...BOTH }, [
      'Pack x 3 latas de 400 g',
      129.9,
    ]),
    line('Pack Botiquín Hogar Cuida', { brand: 'Cuida' }, ['Pack', 59.9]),
    line('Pack Cuidado Capilar Head & Shoulders', { brand: 'Head & Shoulders' }, [
      'Pack shampoo + acondicionador',
      59.9,
    ]),
    line('Pack Adulto Mayor Plenitud + Crema Protectora', { brand: 'Plenitud' }, ['Pack', 79.9]),
    line('Pack Mensual Multivitamínico Familiar Centrum', { brand: 'Centrum', kind: 'supplement', ...MONTHLY }, [
      'Caja x 3 frascos de 30 tabletas',
      119.9,
    ]),
  ]),
};

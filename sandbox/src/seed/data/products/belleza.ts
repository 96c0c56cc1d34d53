import { type LeafCatalog, leaf, line } from './types';

export const BELLEZA: Record<string, LeafCatalog> = {
  maquillaje: leaf('consumer', 'Maquillaje de larga duración para realzar tu belleza natural.', [
    line('Base de Maquillaje Maybelline Fit Me Matte + Poreless 128', { brand: 'Maybelline' }, ['Frasco 30 ml', 49.9]),
    line('Máscara de Pestañas Maybelline Lash Sensational', { brand: 'Maybelline' }, ['Unidad 9.5 ml', 44.9]),
    line("Labial L'Oréal Paris Color Riche Matte", { brand: "L'Oréal Paris" }, ['Unidad 3.6 g', 42.9]),
    line('Corrector Maybelline Instant Age Rewind', { brand: 'Maybelline' }, ['Unidad 6 ml', 39.9]),
    line('Polvo Compacto Revlon ColorStay', { brand: 'Revlon' }, ['Unidad 8.4 g', 54.9]),
    line('Delineador de Ojos Revlon ColorStay Negro', { brand: 'Revlon' }, ['Unidad', 34.9]),
    line('Desmaquillante Bifásico Nivea', { brand: 'Nivea' }, ['Frasco 125 ml', 24.9]),
    line('Base Vichy Dermablend Corrección 16h', { brand: 'Vichy' }, ['Frasco 30 ml', 129.9]),
  ]),
  fragancias: leaf('consumer', 'Fragancias frescas y duraderas para cada ocasión.', [
    line('Agua de Colonia Heno de Pravia Original', { brand: 'Heno de Pravia' }, ['Frasco 250 ml', 39.9]),
    line('Body Splash Cuida Frutos Rojos', { brand: 'Cuida' }, ['Frasco 250 ml', 24.9]),
    line('Colonia Nenuco', { brand: 'Nenuco' }, ['Frasco 200 ml', 34.9]),
    line('Perfume Adidas Team Force Hombre EDT', { brand: 'Adidas' }, ['Frasco 100 ml', 69.9]),
    line('Perfume Antonio Banderas Blue Seduction Hombre EDT', { brand: 'Antonio Banderas' }, ['Frasco 100 ml', 139.9]),
    line('Perfume Shakira Dance Mujer EDT', { brand: 'Shakira', unavailable: true }, ['Frasco 80 ml', 119.9]),
  ]),
  'cuidado-de-unas': leaf('consumer', 'Esmaltes y tratamientos para unas uñas fuertes, sanas y bonitas.', [
    line('Esmalte de Uñas Masglo Rojo Pasión', { brand: 'Masglo' }, ['Frasco 13.5 ml', 9.9]),
    line('Esmalte de Uñas Masglo Nude Elegante', { brand: 'Masglo' }, ['Frasco 13.5 ml', 9.9]),
    line('Endurecedor de Uñas Sally Hansen Hard as Nails', { brand: 'Sally Hansen' }, ['Frasco 13.3 ml', 29.9]),
    line('Quitaesmalte sin Acetona Cuida', { brand: 'Cuida' }, ['Frasco 120 ml', 5.9]),
    line('Lima de Uñas de Vidrio Cuida', { brand: 'Cuida' }, ['Unidad', 12.9]),
  ]),
  'accesorios-de-belleza': leaf('consumer', 'Accesorios prácticos para tu rutina de belleza diaria.', [
    line('Esponja de Maquillaje Real Techniques Miracle Complexion', { brand: 'Real Techniques' }, ['Unidad', 34.9]),
    line('Set de Brochas Real Techniques Everyday Essentials', { brand: 'Real Techniques' }, ['Set x 5 piezas', 119.9]),
    line('Discos Desmaquillantes de Algodón Cuida', { brand: 'Cuida' }, ['Paquete x 100 unidades', 6.9]),
    line("Hisopos Johnson's", { brand: "Johnson's" }, ['Caja x 150 unidades', 7.9]),
    line('Pinza de Cejas Cuida', { brand: 'Cuida' }, ['Unidad', 9.9]),
    line('Encrespador de Pestañas Vogue', { brand: 'Vogue' }, ['Unidad', 14.9]),
  ]),
};

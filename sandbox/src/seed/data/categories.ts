/**
 * The category tree. Order matters: category ids are assigned depth-first in this order.
 * Slugs default to the slugified name; products are attached by slug in product-templates.ts.
 */

export interface CategoryDef {
  name: string;
  /** Defaults to slugify(name). */
  slug?: string;
  /** One or two Spanish sentences: the category page description and the base of its SEO description. */
  description: string;
  /** Top level only: listed in the feria-cuida channel (metadata `channel`). Default true. */
  inChannel?: boolean;
  children?: CategoryDef[];
}

export const CATEGORY_TREE: CategoryDef[] = [
  {
    name: 'Farmacia',
    description: 'Medicamentos de venta libre y con receta, con la garantía de Cuida y delivery en Lima y Callao.',
    children: [
      { name: 'Dolor y fiebre', description: 'Analgésicos y antipiréticos para aliviar el dolor y bajar la fiebre.' },
      { name: 'Antigripales', description: 'Alivio para los síntomas de la gripe, el resfrío y la tos.' },
      { name: 'Digestivos', description: 'Antiácidos, antidiarreicos y laxantes para tu bienestar digestivo.' },
      { name: 'Antialérgicos', description: 'Antihistamínicos para controlar la rinitis y las alergias estacionales.' },
      { name: 'Antibióticos', description: 'Antibióticos de venta bajo receta médica.' },
      {
        name: 'Cardiovascular y diabetes',
        description: 'Tratamientos para la presión arterial, el colesterol y la diabetes, también por suscripción.',
      },
    ],
  },
  {
    name: 'Salud',
    description: 'Primeros auxilios, salud sexual, cuidado ocular y ortopedia para toda la familia.',
    children: [
      {
        name: 'Primeros auxilios',
        description: 'Botiquines, antisépticos, gasas y curitas para atender pequeñas heridas.',
      },
      { name: 'Salud sexual', description: 'Preservativos, lubricantes y pruebas de embarazo.' },
      { name: 'Cuidado ocular', description: 'Lágrimas artificiales y soluciones para lentes de contacto.' },
      { name: 'Ortopedia', description: 'Rodilleras, fajas, tobilleras y soportes ortopédicos.' },
    ],
  },
  {
    name: 'Mamá y Bebé',
    description: 'Todo para el cuidado de tu bebé y para ti durante el embarazo y la lactancia.',
    children: [
      {
        name: 'Pañales',
        description: 'Pañales y toallitas húmedas de las mejores marcas, también por suscripción mensual.',
        children: [
          {
            name: 'Pañales desechables',
            description: 'Pañales para recién nacidos, bebés y niños en todas las tallas.',
          },
          { name: 'Toallitas húmedas', description: 'Toallitas húmedas suaves e hipoalergénicas para cada cambio.' },
        ],
      },
      { name: 'Fórmulas infantiles', description: 'Fórmulas lácteas de inicio, continuación y crecimiento.' },
      { name: 'Cuidado del bebé', description: 'Shampoo, colonias, cremas antipañalitis y accesorios para el bebé.' },
      { name: 'Maternidad', description: 'Cuidado de la piel, lactancia y vitaminas prenatales para la mamá.' },
    ],
  },
  {
    name: 'Nutrición',
    description: 'Vitaminas, suplementos y nutrición clínica para cada etapa de la vida.',
    children: [
      { name: 'Vitaminas y minerales', description: 'Multivitamínicos, vitamina C, vitamina D, hierro, calcio y más.' },
      {
        name: 'Suplementos',
        description: 'Proteínas y colágeno para complementar tu alimentación y rutina deportiva.',
        children: [
          { name: 'Proteínas', description: 'Proteína whey, isolatada, vegetal y creatina.' },
          { name: 'Colágeno', description: 'Colágeno hidrolizado en polvo, bebible y en sobres.' },
        ],
      },
      { name: 'Nutrición clínica', description: 'Ensure, Pediasure, Glucerna y fórmulas de nutrición completa.' },
    ],
  },
  {
    name: 'Dermatología y Cosmética',
    description:
      'Dermocosmética de las marcas recomendadas por dermatólogos: protección solar, limpieza e hidratación.',
    children: [
      {
        name: 'Protección solar',
        description: 'Bloqueadores solares para rostro, cuerpo y niños con alta protección UVA/UVB.',
        children: [
          {
            name: 'Protección solar facial',
            description: 'Bloqueadores faciales con y sin color, toque seco y FPS 50+.',
          },
          {
            name: 'Protección solar corporal',
            description: 'Bloqueadores corporales en loción y spray resistentes al agua.',
          },
          { name: 'Protección solar infantil', description: 'Bloqueadores para la piel delicada de bebés y niños.' },
        ],
      },
      { name: 'Limpieza facial', description: 'Limpiadores, aguas micelares y exfoliantes para todo tipo de piel.' },
      { name: 'Hidratación', description: 'Cremas, lociones y sérums hidratantes para rostro y cuerpo.' },
      { name: 'Antiedad', description: 'Cremas y sérums antiarrugas con ácido hialurónico, retinol y vitamina C.' },
      { name: 'Acné', description: 'Tratamientos para pieles grasas y con tendencia acneica.' },
    ],
  },
  {
    name: 'Cuidado Personal',
    description: 'Higiene diaria para toda la familia: cuidado bucal, desodorantes, cuidado corporal y más.',
    children: [
      { name: 'Cuidado bucal', description: 'Pastas dentales, cepillos, enjuagues e hilo dental.' },
      { name: 'Desodorantes', description: 'Desodorantes y antitranspirantes en aerosol, barra y roll-on.' },
      { name: 'Cuidado corporal', description: 'Jabones, geles de ducha, cremas corporales y alcohol en gel.' },
      { name: 'Afeitado', description: 'Máquinas, repuestos, espumas y bálsamos para después de afeitar.' },
      {
        name: 'Protección femenina',
        description: 'Toallas higiénicas, protectores diarios, tampones y copas menstruales.',
      },
    ],
  },
  {
    name: 'Belleza',
    description: 'Maquillaje, fragancias, uñas y accesorios para realzar tu belleza.',
    children: [
      { name: 'Maquillaje', description: 'Bases, correctores, máscaras de pestañas y labiales.' },
      { name: 'Fragancias', description: 'Perfumes, colonias y body splash para ella y para él.' },
      { name: 'Cuidado de uñas', description: 'Esmaltes, endurecedores y quitaesmaltes.' },
      { name: 'Accesorios de belleza', description: 'Brochas, esponjas, algodones y pinzas.' },
    ],
  },
  {
    name: 'Cuidado del Cabello',
    description: 'Shampoo, acondicionadores, tratamientos y tintes para un cabello sano y brillante.',
    children: [
      { name: 'Shampoo', description: 'Shampoo para cabello graso, seco, teñido y anticaspa.' },
      { name: 'Acondicionador', description: 'Acondicionadores que desenredan y aportan brillo.' },
      { name: 'Tratamientos capilares', description: 'Mascarillas, ampollas y tratamientos anticaída.' },
      { name: 'Tintes', description: 'Coloración permanente con cobertura total de canas.' },
    ],
  },
  {
    name: 'Adulto Mayor',
    description: 'Productos para el cuidado, la movilidad y la comodidad del adulto mayor.',
    children: [
      { name: 'Incontinencia', description: 'Pañales para adulto, ropa interior desechable y protectores de cama.' },
      { name: 'Movilidad', description: 'Bastones, andadores y sillas de ruedas.' },
      { name: 'Cuidado diario', description: 'Pastilleros, cojines antiescaras y ayudas para el día a día.' },
    ],
  },
  {
    name: 'Dispositivos Médicos',
    description: 'Equipos para controlar tu salud en casa: tensiómetros, termómetros, glucómetros y más.',
    children: [
      { name: 'Tensiómetros', description: 'Tensiómetros digitales de brazo y de muñeca clínicamente validados.' },
      { name: 'Termómetros', description: 'Termómetros digitales e infrarrojos.' },
      { name: 'Glucómetros', description: 'Glucómetros, tiras reactivas y lancetas.' },
      { name: 'Nebulizadores', description: 'Nebulizadores de compresor y ultrasónicos, aerocámaras y mascarillas.' },
      { name: 'Oxímetros', description: 'Oxímetros de pulso para adultos y niños.' },
    ],
  },
  {
    name: 'Productos Naturales',
    description: 'Superalimentos peruanos, fitoterapia, infusiones y productos de la colmena.',
    children: [
      { name: 'Fitoterapia', description: 'Maca, uña de gato, moringa, cúrcuma y otras plantas en cápsulas.' },
      { name: 'Infusiones', description: 'Manzanilla, anís, muña, té verde y mezclas relajantes.' },
      { name: 'Miel y derivados', description: 'Miel de abeja, propóleo, jalea real y polen.' },
    ],
  },
  {
    name: 'Feria',
    description: 'La Feria Cuida: descuentos especiales, packs y ofertas por tiempo limitado.',
    children: [
      { name: 'Ofertas de la semana', description: 'Precios especiales que se renuevan cada semana.' },
      { name: 'Packs ahorro', description: 'Packs y kits con el mejor precio por unidad.' },
    ],
  },
  {
    name: 'Staff',
    description: 'Categoría interna para colaboradores de Cuida. No se muestra en la tienda.',
    inChannel: false,
    children: [{ name: 'Insumos internos', description: 'Insumos de uso interno de las boticas Cuida.' }],
  },
  {
    name: 'Descontinuados',
    description: 'Productos retirados del catálogo. No se muestra en la tienda.',
    inChannel: false,
  },
];

/** The default listing category (the storefront's product listing falls back to it). */
export const DEFAULT_LISTING_CATEGORY_SLUG = 'feria';

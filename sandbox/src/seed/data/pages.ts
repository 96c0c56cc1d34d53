/** Content pages (page type "Contenido"), in id order. Content is EditorJS: headers and paragraphs. */
import { deliveryPricesText, deliveryTypePriceText } from '../../services/data/delivery-prices-text';
import type { EditorBlock } from '../text';

export interface PageDef {
  slug: string;
  title: string;
  seoDescription: string;
  /** Days before the seed's base date the page was created. */
  createdDaysAgo: number;
  blocks: EditorBlock[];
  /** Public metadata (the store's identity lives on "nosotros": see STORE_IDENTITY). */
  metadata?: Record<string, string>;
}

/**
 * The store's identity, kept as public metadata of the "nosotros" page so that the business edits it in the
 * dashboard: the storefront's footer, the Libro de Reclamaciones and the delivery wording read it from there.
 * Sandbox data: the RUC has a valid check digit but belongs to no one.
 */
export const STORE_IDENTITY: Record<string, string> = {
  'tienda.nombreComercial': 'Cuida',
  'tienda.razonSocial': 'Cuida Farmacias S.A.C.',
  'tienda.ruc': '20605478124',
  'tienda.direccion': 'Av. José Larco 1232, Miraflores, Lima',
  'tienda.telefono': '(01) 640-9000',
  'tienda.whatsapp': '+51 987 000 123',
  'tienda.email': 'atencion@cuida.pe',
  'tienda.quimicoFarmaceutico': 'Q.F. Ana Lucía Paredes Rojas',
  'tienda.colegiatura': 'C.Q.F.P. 12458',
  'tienda.registroDigemid': '0098765',
  'tienda.mediosDePago': 'Visa, Mastercard, American Express, Diners Club, Yape, Plin, Pago contra entrega',
  'tienda.zonaReparto': 'Lima y Callao',
};

const h = (text: string): EditorBlock => ({ type: 'header', text, level: 2 });
const p = (text: string): EditorBlock => ({ type: 'paragraph', text });

export const PAGES: PageDef[] = [
  {
    slug: 'terminos-y-condiciones',
    title: 'Términos y condiciones',
    seoDescription: 'Términos y condiciones de uso de la tienda online de Cuida Farmacia.',
    createdDaysAgo: 400,
    blocks: [
      h('1. Generalidades'),
      p(
        'Los presentes términos y condiciones regulan el uso de la tienda online de Cuida (en adelante, "la tienda") y las compras realizadas a través de ella por los usuarios domiciliados en el Perú. Al realizar una compra, el usuario declara haber leído y aceptado estas condiciones.',
      ),
      h('2. Precios y medios de pago'),
      p(
        'Todos los precios se expresan en soles (S/) e incluyen el IGV. Los precios y promociones publicados son válidos únicamente para compras en la tienda online y hasta agotar stock. Aceptamos tarjetas de crédito y débito Visa, Mastercard y American Express, así como pagos con Yape y Plin.',
      ),
      h('3. Productos que requieren receta médica'),
      p(
        'La venta de medicamentos que requieren receta médica está sujeta a la presentación de la receta original y vigente al momento de la entrega, conforme a la normativa de la DIGEMID. Si no se presenta la receta, el químico farmacéutico podrá retener el producto y se realizará la devolución del importe correspondiente.',
      ),
      h('4. Suscripciones'),
      p(
        'Los productos comprados por suscripción se envían de forma periódica según la frecuencia elegida. El cobro se realiza en cada envío y el usuario puede pausar o cancelar su suscripción en cualquier momento desde su cuenta, sin penalidad.',
      ),
      h('5. Cambios y devoluciones'),
      p(
        'Por tratarse de productos de salud, solo se aceptan cambios o devoluciones de productos que lleguen en mal estado, con defectos de fábrica o que no correspondan al pedido. Para solicitarlo, comuníquese con nuestro centro de atención dentro de los 7 días calendario siguientes a la entrega.',
      ),
    ],
  },
  {
    slug: 'politica-de-privacidad',
    title: 'Política de privacidad',
    seoDescription: 'Cómo Cuida protege y trata tus datos personales conforme a la Ley N.° 29733.',
    createdDaysAgo: 400,
    blocks: [
      h('Protección de datos personales'),
      p(
        'En Cuida respetamos tu privacidad. Tratamos tus datos personales conforme a la Ley N.° 29733, Ley de Protección de Datos Personales, y su reglamento, aprobado por el Decreto Supremo N.° 003-2013-JUS.',
      ),
      h('Finalidad del tratamiento'),
      p(
        'Utilizamos tus datos para gestionar tus compras y suscripciones, coordinar la entrega de tus pedidos, emitir tus comprobantes de pago y, si nos das tu consentimiento, enviarte ofertas y novedades de Cuida.',
      ),
      h('Tus derechos'),
      p(
        'Puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición escribiendo a datospersonales@cuida.pe, adjuntando una copia de tu documento de identidad.',
      ),
    ],
  },
  {
    slug: 'preguntas-frecuentes',
    title: 'Preguntas frecuentes',
    seoDescription: 'Resolvemos tus dudas sobre pedidos, delivery, pagos, recetas y suscripciones en Cuida.',
    createdDaysAgo: 300,
    blocks: [
      h('¿Cuánto cuesta el delivery?'),
      // Written from the coverage data: the page states the prices checkout charges.
      p(deliveryPricesText()),
      h('¿Cómo compro un medicamento con receta?'),
      p(
        'Agrega el producto al carrito como cualquier otro. Al momento de la entrega, nuestro motorizado verificará tu receta médica original y vigente.',
      ),
      h('¿Qué es la compra por suscripción?'),
      p(
        'Es la forma más cómoda de recibir tus productos de uso frecuente, como pañales, fórmulas o medicamentos para tratamientos crónicos. Eliges la frecuencia y te los enviamos automáticamente cada mes.',
      ),
      h('¿Puedo recoger mi pedido en una botica?'),
      p('Sí. Elige "Recojo en tienda" al finalizar tu compra y acércate con tu DNI a la botica seleccionada.'),
    ],
  },
  {
    slug: 'nosotros',
    title: 'Nosotros',
    seoDescription: 'Conoce Cuida, la farmacia online que cuida de ti y de tu familia, con delivery en Lima y Callao.',
    metadata: STORE_IDENTITY,
    createdDaysAgo: 420,
    blocks: [
      h('Somos Cuida'),
      p(
        'Cuida nació en Lima con una idea simple: que cuidar tu salud sea fácil. Reunimos medicamentos, dermocosmética, productos para el bebé y dispositivos médicos en una sola tienda online, con el respaldo de químicos farmacéuticos colegiados.',
      ),
      h('Nuestro compromiso'),
      p(
        'Trabajamos solo con laboratorios y distribuidores autorizados por la DIGEMID, garantizamos la cadena de frío de los productos que lo requieren y entregamos tus pedidos en Lima y Callao.',
      ),
    ],
  },
  {
    slug: 'libro-de-reclamaciones',
    title: 'Libro de reclamaciones',
    seoDescription:
      'Libro de reclamaciones virtual de Cuida conforme al Código de Protección y Defensa del Consumidor.',
    createdDaysAgo: 400,
    blocks: [
      h('Libro de reclamaciones virtual'),
      p(
        'Conforme a lo establecido en el Código de Protección y Defensa del Consumidor (Ley N.° 29571), Cuida pone a tu disposición un libro de reclamaciones virtual para que registres tu queja o reclamo.',
      ),
      p('Daremos respuesta a tu reclamo en un plazo máximo de 15 días hábiles.'),
    ],
  },
  {
    slug: 'delivery',
    title: 'Delivery y recojo en tienda',
    seoDescription: 'Tipos de entrega, horarios y costos de delivery de Cuida en Lima y Callao.',
    createdDaysAgo: 250,
    blocks: [
      h('Delivery programado'),
      p(
        'Elige el día en que quieres recibir tu pedido: lo entregamos ese día, de lunes a domingo, entre las 08:00 y las 21:00.',
      ),
      p(deliveryTypePriceText('programado')),
      h('Delivery express'),
      p('Recibe tu pedido el mismo día en menos de 3 horas en los distritos con cobertura express.'),
      p(deliveryTypePriceText('express')),
      h('Delivery regular'),
      p('Recibe tu pedido en 24 a 48 horas hábiles.'),
      p(deliveryTypePriceText('default')),
      h('Recojo en tienda'),
      p(
        'Recoge tu pedido gratis en nuestra farmacia de Miraflores a partir de 2 horas después de tu compra. Al elegir el recojo en el checkout te mostramos la dirección, el horario y qué llevar.',
      ),
    ],
  },
];

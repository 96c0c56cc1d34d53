import { type Markup, markup, tag } from '../../lib/static-markup';
import type { MenuNode } from '../navigation/menu';
import styles from './Footer.module.css';
import { footerMenu } from './Menus';
import type { StoreIdentity } from './store-identity';

/**
 * The footer: the `footer` menu, the store's identity (every value from the content backend: store-identity.ts; the
 * labels are the storefront's own) and the Libro de Reclamaciones, which the consumer protection code asks every
 * store to show. Nothing in it changes in the browser, so it is server HTML that React hydrates as one node
 * (lib/static-markup.ts): its hundred-odd elements cost every page's start-up nothing.
 */
export function Footer({ items, store }: { items: MenuNode[]; store: StoreIdentity }) {
  return (
    <footer
      className={styles.siteFooter}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by lib/static-markup.ts
      dangerouslySetInnerHTML={{ __html: footerContent(items, store).html }}
    />
  );
}

function footerContent(items: MenuNode[], store: StoreIdentity): Markup {
  const name = store.tradeName ?? store.legalName;
  const contact = store.phone || store.whatsapp || store.email;
  const company = store.legalName || store.ruc || store.address;
  const pharmacy = store.pharmacist || store.digemidRegistration;
  const section = (id: string, heading: string, ...content: (Markup | false)[]) =>
    tag('section', { 'aria-labelledby': id }, tag('h2', { id }, heading), ...content);
  return markup(
    items.length > 0 && footerMenu(items),
    tag(
      'div',
      { class: styles.footerIdentity, 'data-testid': 'store-identity' },
      contact &&
        section(
          'pie-atencion',
          'Atención al cliente',
          tag(
            'ul',
            {},
            store.phone && tag('li', {}, 'Teléfono: ', tag('a', { href: store.phone.href }, store.phone.display)),
            store.whatsapp &&
              tag(
                'li',
                {},
                'WhatsApp: ',
                tag(
                  'a',
                  { href: store.whatsapp.href, rel: 'noopener', target: '_blank' },
                  store.whatsapp.display,
                  tag('span', { class: 'visually-hidden' }, ' (se abre en una nueva pestaña)'),
                ),
              ),
            store.email && tag('li', {}, 'Correo: ', tag('a', { href: `mailto:${store.email}` }, store.email)),
          ),
        ),
      store.paymentMethods.length > 0 &&
        section(
          'pie-pagos',
          'Medios de pago',
          tag('ul', { class: styles.paymentMethods }, ...store.paymentMethods.map((method) => tag('li', {}, method))),
        ),
      (company || pharmacy) &&
        section(
          'pie-empresa',
          'Datos de la empresa',
          tag(
            'dl',
            { class: styles.companyData },
            store.legalName && fact('Razón social', store.legalName),
            store.ruc && fact('RUC', store.ruc),
            store.address && fact('Dirección', store.address),
            store.pharmacist &&
              fact(
                'Director técnico',
                store.pharmacistRegistration
                  ? `${store.pharmacist} (${store.pharmacistRegistration})`
                  : store.pharmacist,
              ),
            store.digemidRegistration &&
              fact('Registro del establecimiento (DIGEMID)', `N.° ${store.digemidRegistration}`),
          ),
        ),
      tag(
        'section',
        { 'aria-labelledby': 'pie-reclamaciones' },
        tag('h2', { id: 'pie-reclamaciones', class: 'visually-hidden' }, 'Libro de Reclamaciones'),
        tag(
          'a',
          {
            href: '/libro-de-reclamaciones',
            class: styles.complaintsBookLink,
            'data-testid': 'complaints-book-link',
          },
          BOOK_ICON,
          'Libro de Reclamaciones',
        ),
      ),
    ),
    tag(
      'p',
      { class: styles.footerLegal },
      `© ${new Date().getFullYear()} ${name ?? ''}${name ? '. ' : ''}Precios en soles (S/) con IGV incluido.`,
      store.deliveryArea ? ` Delivery en ${store.deliveryArea}.` : '',
    ),
  );
}

function fact(term: string, value: string): Markup {
  return tag('div', {}, tag('dt', {}, term), tag('dd', {}, value));
}

const BOOK_ICON = tag(
  'svg',
  { 'aria-hidden': 'true', viewBox: '0 0 24 24', width: 28, height: 28, focusable: 'false' },
  tag('path', {
    fill: 'currentColor',
    d: 'M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5L14 3.5ZM8 11v2h10v-2H8Zm0 4v2h10v-2H8ZM4 5v17h13v-1.5H5.5V5H4Z',
  }),
);

import { Icon } from '../../lib/Icon';
import { Term } from '../../lib/Term';
import type { MenuNode } from '../navigation/menu';
import styles from './Footer.module.css';
import { FooterMenu } from './Menus';
import type { StoreIdentity } from './store-identity';

/**
 * The footer: the `footer` menu, the store's identity (every value from the content backend: store-identity.ts; the
 * labels are the storefront's own) and the Libro de Reclamaciones, which the consumer protection code asks every
 * store to show.
 */
export function Footer({ items, store }: { items: MenuNode[]; store: StoreIdentity }) {
  const name = store.tradeName ?? store.legalName;
  const contact = store.phone || store.whatsapp || store.email;
  const company = store.legalName || store.ruc || store.address;
  const pharmacy = store.pharmacist || store.digemidRegistration;
  return (
    <footer className={styles.siteFooter}>
      {items.length > 0 && <FooterMenu items={items} />}
      <div className={styles.footerIdentity} data-testid="store-identity">
        {contact && (
          <section aria-labelledby="pie-atencion">
            <h2 id="pie-atencion">Atención al cliente</h2>
            <ul>
              {store.phone && (
                <li>
                  Teléfono: <a href={store.phone.href}>{store.phone.display}</a>
                </li>
              )}
              {store.whatsapp && (
                <li>
                  WhatsApp:{' '}
                  <a href={store.whatsapp.href} rel="noopener" target="_blank">
                    {store.whatsapp.display}
                    <span className="visually-hidden"> (se abre en una nueva pestaña)</span>
                  </a>
                </li>
              )}
              {store.email && (
                <li>
                  Correo: <a href={`mailto:${store.email}`}>{store.email}</a>
                </li>
              )}
            </ul>
          </section>
        )}
        {store.paymentMethods.length > 0 && (
          <section aria-labelledby="pie-pagos">
            <h2 id="pie-pagos">Medios de pago</h2>
            <ul className="payment-methods">
              {store.paymentMethods.map((method) => (
                <li key={method}>{method}</li>
              ))}
            </ul>
          </section>
        )}
        {(company || pharmacy) && (
          <section aria-labelledby="pie-empresa">
            <h2 id="pie-empresa">Datos de la empresa</h2>
            <dl className={styles.companyData}>
              {store.legalName && <Term term="Razón social" value={store.legalName} />}
              {store.ruc && <Term term="RUC" value={store.ruc} />}
              {store.address && <Term term="Dirección" value={store.address} />}
              {store.pharmacist && (
                <Term
                  term="Director técnico"
                  value={
                    store.pharmacistRegistration
                      ? `${store.pharmacist} (${store.pharmacistRegistration})`
                      : store.pharmacist
                  }
                />
              )}
              {store.digemidRegistration && (
                <Term term="Registro del establecimiento (DIGEMID)" value={`N.° ${store.digemidRegistration}`} />
              )}
            </dl>
          </section>
        )}
        <section aria-labelledby="pie-reclamaciones">
          <h2 id="pie-reclamaciones" className="visually-hidden">
            Libro de Reclamaciones
          </h2>
          <a href="/libro-de-reclamaciones" className={styles.complaintsBookLink} data-testid="complaints-book-link">
            <Icon
              path="M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5L14 3.5ZM8 11v2h10v-2H8Zm0 4v2h10v-2H8ZM4 5v17h13v-1.5H5.5V5H4Z"
              size={28}
            />
            Libro de Reclamaciones
          </a>
        </section>
      </div>
      <p className={styles.footerLegal}>
        © {new Date().getFullYear()} {name ?? ''}
        {name ? '. ' : ''}Precios en soles (S/) con IGV incluido.
        {store.deliveryArea ? ` Delivery en ${store.deliveryArea}.` : ''}
      </p>
    </footer>
  );
}

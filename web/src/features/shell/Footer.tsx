import type { MenuNode } from '../navigation/menu';
import { FooterMenu } from './Menus';

export function Footer({ items }: { items: MenuNode[] }) {
  return (
    <footer className="site-footer">
      {items.length > 0 && <FooterMenu items={items} />}
      <p className="footer-legal">
        © {new Date().getFullYear()} Cuida Farmacia. Precios en soles (S/) con IGV incluido. Delivery en Lima y Callao.
      </p>
    </footer>
  );
}

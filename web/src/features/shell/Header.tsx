import { Icon } from '../../lib/Icon';
import { AccountButton } from '../account/AccountButton';
import type { MenuNode } from '../navigation/menu';
import { PartnerBadge } from '../partners/PartnerBadge';
import { CartButton } from './CartButton';
import { Drawer } from './Drawer';
import header from './Header.module.css';
import { drawerItems } from './Menus';
import { NavbarMenu } from './NavbarMenu';
import { SearchBox } from './SearchBox';

export function Header({ navbar, navigation }: { navbar: MenuNode[]; navigation: MenuNode[] }) {
  return (
    <header className={header.siteHeader}>
      <div className={header.headerBar}>
        {navigation.length > 0 && <Drawer items={drawerItems(navigation)} />}
        <a href="/" className={header.logo} aria-label="Cuida, ir al inicio" data-home-link>
          <Icon path="M9 2h6v7h7v6h-7v7H9v-7H2V9h7V2Z" size={28} />
          <span>Cuida</span>
        </a>
        <PartnerBadge />
        <SearchBox />
        <AccountButton />
        <CartButton />
      </div>
      <NavbarMenu items={navbar} />
    </header>
  );
}

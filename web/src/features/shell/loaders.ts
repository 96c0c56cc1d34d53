import { cache } from 'react';
import { ShellMenusDocument, type ShellMenusQuery } from '../../gql/graphql';
import { CACHE } from '../../lib/cache-manifest';
import { queryGateway } from '../../lib/gateway';
import { CHANNEL } from '../../lib/site';
import { type MenuNode, menuTree } from '../navigation/menu';
import { EMPTY_STORE_IDENTITY, type StoreIdentity, storeIdentityFrom } from './store-identity';

export interface ShellMenus {
  navbar: MenuNode[];
  footer: MenuNode[];
  navigation: MenuNode[];
  store: StoreIdentity;
}

/**
 * The three menus of the shell and the store's identity; empty menus and no identity when the gateway fails (the
 * pages still render). Once per request (the layout and the pages' metadata share it).
 */
export const loadShellMenus = cache(async (): Promise<ShellMenus> => {
  const result = await queryGateway(ShellMenusDocument, { channel: CHANNEL }, CACHE.menus);
  const data: ShellMenusQuery | null = result.ok ? result.data : null;
  return {
    navbar: menuTree(data?.navbar?.items, 3),
    footer: menuTree(data?.footer?.items, 4),
    navigation: menuTree(data?.navigation?.items, 4),
    store: data?.storePage ? storeIdentityFrom(data.storePage.metafields) : EMPTY_STORE_IDENTITY,
  };
});

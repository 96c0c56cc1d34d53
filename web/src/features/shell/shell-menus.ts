import { ShellMenusDocument, type ShellMenusQuery } from '../../gql/graphql';
import { CACHE } from '../../lib/cache-manifest';
import { queryGateway } from '../../lib/gateway';
import { CHANNEL } from '../../lib/site';
import { type MenuNode, menuTree } from '../navigation/menu';

export interface ShellMenus {
  navbar: MenuNode[];
  footer: MenuNode[];
  navigation: MenuNode[];
}

/** The three menus of the shell; empty menus when the gateway fails (the pages still render). */
export async function loadShellMenus(): Promise<ShellMenus> {
  const result = await queryGateway(ShellMenusDocument, { channel: CHANNEL }, CACHE.menus);
  const data: ShellMenusQuery | null = result.ok ? result.data : null;
  return {
    navbar: menuTree(data?.navbar?.items, 1),
    footer: menuTree(data?.footer?.items, 4),
    navigation: menuTree(data?.navigation?.items, 4),
  };
}

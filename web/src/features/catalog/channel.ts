/**
 * Which categories belong to the storefront: a top-level category carries the metadata `channel` = the sales channel
 * (requirements: "Product listing"); a subcategory belongs with its top-level one.
 */
export interface MetadataItem {
  key: string;
  value: string;
}

export interface CategoryChain {
  metadata?: readonly MetadataItem[] | null;
  parent?: CategoryChain | null;
}

export function categoryInChannel(category: CategoryChain, channel: string): boolean {
  let root: CategoryChain = category;
  while (root.parent) root = root.parent;
  return (root.metadata ?? []).some((item) => item.key === 'channel' && item.value === channel);
}

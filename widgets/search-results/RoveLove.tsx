/**
 * <rove-love> is a custom element of its own (widgets/love): the results page only writes the
 * tag, and the loader upgrades it when it appears — the love chunk is not imported here.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'rove-love': {
        nid: number;
        'product-title': string;
        key?: string | number;
      };
    }
  }
}

/** The wishlist toggle of a product card. */
export function RoveLove({ nid, title }: { nid: number; title: string }) {
  return <rove-love nid={nid} product-title={title} />;
}

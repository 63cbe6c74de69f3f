import { translator } from '../core/i18n/translate';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement, useEffect, useRef } from 'react';
import { HOST_CONNECT_CSS, HOST_FAQ } from '../demo-host/templates/host-connect-page';
import accordionCss from '../widgets/accordion/accordion.css?raw';
import { createAccordionElement } from '../widgets/accordion/accordion.element';
import { HostListing } from '../widgets/host-listing/HostListing';
import { HostPopup } from '../widgets/host-listing/HostPopup';
import hostListingCss from '../widgets/host-listing/host-listing.css?raw';
import { hostListingMessages } from '../core/i18n/host-listing';
import { hostCountText } from '../widgets/host-listing/host-listing-text';
import { PhotoPopup } from '../widgets/host-listing/PhotoPopup';
import { SAMPLE_PRODUCT_CARDS, sampleHosts } from '../widgets/host-listing/sample-hosts';
import { withRoveStyles } from './rove-styles';

const text = translator(hostListingMessages, 'en');
const hosts = sampleHosts(6);
const noop = () => {};

const meta = {
  title: 'Widgets/Host listing',
  component: HostListing,
  decorators: [
    withRoveStyles({
      // The host page's own rules for the cards (the CMS theme's part), then ours.
      'host-connect-page': HOST_CONNECT_CSS,
      'rove-host-listing': hostListingCss,
      'rove-accordion': accordionCss,
    }),
  ],
  args: {
    hosts,
    page: 1,
    pages: 4,
    countText: hostCountText(40, 'en'),
    busy: false,
    focusKey: 0,
    text,
    pageHref: (page: number) => `/host-connect?page=${page}`,
    onPage: noop,
    onOpenHost: noop,
    onOpenPhoto: noop,
  },
} satisfies Meta<typeof HostListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: host cards and the pager. */
export const Cards: Story = {};

/** A filter change or page link on its way: the cards stay, dimmed and aria-busy. */
export const Loading: Story = { args: { busy: true } };

/** Filters nobody matches. */
export const Empty: Story = {
  args: { hosts: [], pages: 1, countText: hostCountText(0, 'en') },
};

/** One host: the singular count, no pager. */
export const OneHost: Story = {
  args: { hosts: hosts.slice(0, 1), pages: 1, countText: hostCountText(1, 'en') },
};

/** Korean texts. */
export const Korean: Story = {
  args: { text: translator(hostListingMessages, 'ko_KR'), countText: hostCountText(40, 'ko_KR') },
};

/** The host popup during its first second: a summary while the home loads. */
export const HostPopupSummary: Story = {
  render: () => (
    <HostPopup
      host={hosts[1]!}
      phase="summary"
      products={[]}
      text={text}
      onClose={noop}
      onOpenPhoto={noop}
    />
  ),
};

/** After 1 s: the home's photos and its products (one without a search hit: name and option only). */
export const HostPopupFull: Story = {
  render: () => (
    <HostPopup
      host={hosts[4]!}
      phase="full"
      products={SAMPLE_PRODUCT_CARDS}
      text={text}
      onClose={noop}
      onOpenPhoto={noop}
    />
  ),
};

/** Before the search answers (or when it failed): names and options only. */
export const HostPopupWithoutHits: Story = {
  render: () => (
    <HostPopup
      host={hosts[2]!}
      phase="full"
      products={[
        { key: '0', name: 'Ventura Chaise Sectional', option: '120" Chaise' },
        { key: '1', name: 'Oslo Apartment Sofa', option: 'Terracotta Velvet' },
      ]}
      text={text}
      onClose={noop}
      onOpenPhoto={noop}
    />
  ),
};

/** The user-photo popup: a host's photo larger, with its description and the host's name. */
export const PhotoPopupOpen: Story = {
  render: () => (
    <PhotoPopup
      photo={{
        src: hosts[0]!.photos[0]!.medium,
        alt: 'Ava’s bedroom in Seoul',
        hostName: 'Ava Kim',
      }}
      text={text}
      onClose={noop}
    />
  ),
};

function Faq({ openIndex }: { openIndex?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!customElements.get('rove-accordion'))
      customElements.define('rove-accordion', createAccordionElement());
    if (openIndex === undefined) return;
    const triggers = ref.current?.querySelectorAll<HTMLButtonElement>('.rove-accordion__trigger');
    const trigger = triggers?.[openIndex];
    // Effects may run twice in development: open it once.
    if (trigger?.getAttribute('aria-expanded') === 'false') trigger.click();
  }, [openIndex]);
  // The server's markup, as templates/host-connect-page.ts writes it; the element upgrades it.
  const items = HOST_FAQ.map(
    (item) =>
      `<div class="rove-accordion__item"><h3 class="rove-accordion__heading">${item.question}</h3><div class="rove-accordion__panel"><p>${item.answer}</p></div></div>`,
  ).join('');
  return (
    <div ref={ref}>
      <h2>Host FAQ</h2>
      {createElement('rove-accordion', { dangerouslySetInnerHTML: { __html: items } })}
    </div>
  );
}

/** The host FAQ accordion, all closed. */
export const FaqClosed: Story = { render: () => <Faq /> };

/** The host FAQ with its second item open (one item open at a time). */
export const FaqOneOpen: Story = { render: () => <Faq openIndex={1} /> };

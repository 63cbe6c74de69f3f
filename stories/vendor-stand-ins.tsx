import { useEffect, useRef } from 'react';
import type { Decorator } from '@storybook/react-vite';

// Stories never load a vendor's script. Where a widget hands an element to Affirm's affirm.js
// or Klarna's web SDK (their documented markup), this decorator fills it with what the vendor
// renders there, so a designer sees the state a shopper sees. Marked as stand-ins: the stories'
// theme checks leave them out, as they do the payment frames.

const money = (minor: number) => `$${Math.ceil(minor / 100).toLocaleString('en-US')}`;

function standIn(node: Element, text: string): void {
  const span = document.createElement('span');
  span.dataset['storyStandIn'] = '';
  span.textContent = text;
  node.replaceChildren(span);
}

/** Affirm: 'Starting at $X/mo with Affirm' (12 payments at 10 % APR, cents in data-amount). */
function renderAffirm(root: HTMLElement): void {
  for (const node of root.querySelectorAll('.affirm-as-low-as[data-amount]')) {
    const amount = Number(node.getAttribute('data-amount')) / 100;
    const rate = 0.1 / 12;
    const monthly = (amount * rate) / (1 - (1 + rate) ** -12);
    standIn(node, `Starting at $${Math.ceil(monthly)}/mo with Affirm. Learn more`);
  }
}

/** Klarna: 'Pay in 4 interest-free payments of $X' (minor units in data-purchase-amount). */
function renderKlarna(root: HTMLElement): void {
  for (const node of root.querySelectorAll('klarna-placement[data-purchase-amount]')) {
    const minor = Number(node.getAttribute('data-purchase-amount'));
    standIn(node, `Pay in 4 interest-free payments of ${money(minor / 4)} with Klarna. Learn more`);
  }
}

/** Renders the story, then what Affirm's and Klarna's scripts would put into their elements. */
export const withVendorsRendered: Decorator = (Story) => {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!root.current) return;
    renderAffirm(root.current);
    renderKlarna(root.current);
  });
  return (
    <div ref={root}>
      <Story />
    </div>
  );
};

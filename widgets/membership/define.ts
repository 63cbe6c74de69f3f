import { defineOnce } from '../shared/element/define-element';
import { createMembershipElement } from './membership.element';

declare global {
  interface HTMLElementTagNameMap {
    'rove-membership': HTMLElement & { subject?: string; nid?: number };
  }
}

defineOnce('rove-membership', createMembershipElement);

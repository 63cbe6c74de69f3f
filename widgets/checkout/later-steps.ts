/**
 * The bodies of steps 2–5 (membership, address, protection, payment): a chunk of their own, so a
 * checkout page's first chunk holds only the shell and the account step (issue 22). The shell
 * fetches this right after its first render; see useLaterSteps.ts.
 */
export { AddressStep } from './AddressStep';
export { MembershipStep } from './MembershipStep';
export { PaymentSlot } from './PaymentSlot';
export { ProtectionStep } from './ProtectionStep';

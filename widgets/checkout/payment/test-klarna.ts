/**
 * A client token of the form Klarna's `init()` requires: a JSON Web Token
 * (docs/vendors/klarna.md "Calling convention"). Tests only.
 */
export const KLARNA_JWT = [
  btoa(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
  btoa(JSON.stringify({ session_id: 'ks_1' })),
  'c2lnbmF0dXJl',
]
  .map((part) => part.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
  .join('.');

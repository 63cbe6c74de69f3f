import { EMPTY_VALUES, type TradeValues, type UploadRef } from './fields';

// Reads an application that arrived as JSON (the demo host's POST /trade/application) into
// TradeValues, so the server runs the form's own rules (rules.ts) on it. Never throws: a value
// of the wrong type becomes the field's empty value, which the rules then answer 'required'
// (or 'invalid' where an empty entry cannot pass, as in a region list) — never a crash, never a
// value that skipped a check.

type Input = Record<string, unknown>;

const text = (input: Input, name: keyof TradeValues): string => {
  const value = input[name];
  return typeof value === 'string' ? value : '';
};

/**
 * A number field: a string as it is, or a JSON number as its text (a client may well send 12
 * for '12'); the rules then judge it like a typed value ('-3', '2.5' and '1e+21' stay invalid).
 */
const numeral = (input: Input, name: keyof TradeValues): string => {
  const value = input[name];
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : text(input, name);
};

/** One of `allowed`, else '' (a value outside a typed list has no other place to go). */
function oneOf<T extends string>(input: Input, name: keyof TradeValues, allowed: readonly T[]) {
  const value = input[name];
  return allowed.find((option) => option === value) ?? '';
}

/** A list of codes; an entry that is not a string stays as '' so the list fails as 'invalid'. */
function codes(input: Input, name: keyof TradeValues): string[] {
  const value = input[name];
  return Array.isArray(value) ? value.map((code) => (typeof code === 'string' ? code : '')) : [];
}

/**
 * An upload sent by its id (the wire form, see the widget's enrolmentPayload). Name and size
 * are not sent: the caller must still check the id is an upload it knows.
 */
function upload(input: Input, name: keyof TradeValues): UploadRef | null {
  const value = input[name];
  return typeof value === 'string' && value !== '' ? { id: value, name: '', size: 0 } : null;
}

/**
 * Posted JSON → TradeValues; anything that is not an object reads as the empty application.
 *
 * @example readTradeValues({ firstName: 'Ana', agree: 'yes' }).agree // false
 * @example readTradeValues(null).serviceRegions // []
 */
export function readTradeValues(input: unknown): TradeValues {
  const fields: Input =
    input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Input) : {};
  return {
    ...EMPTY_VALUES,
    firstName: text(fields, 'firstName'),
    lastName: text(fields, 'lastName'),
    companyName: text(fields, 'companyName'),
    title: text(fields, 'title'),
    country: oneOf(fields, 'country', ['US', 'CA'] as const),
    email: text(fields, 'email'),
    phone: text(fields, 'phone'),
    companyType: text(fields, 'companyType'),
    companyTypeOther: text(fields, 'companyTypeOther'),
    address1: text(fields, 'address1'),
    address2: text(fields, 'address2'),
    postalCode: text(fields, 'postalCode'),
    city: text(fields, 'city'),
    province: text(fields, 'province'),
    serviceArea: oneOf(fields, 'serviceArea', ['local', 'regions'] as const),
    serviceRegions: codes(fields, 'serviceRegions'),
    businessCardUrl: text(fields, 'businessCardUrl'),
    businessCardFile: upload(fields, 'businessCardFile'),
    licenceFile: upload(fields, 'licenceFile'),
    association: text(fields, 'association'),
    membershipNumber: text(fields, 'membershipNumber'),
    taxExempt: oneOf(fields, 'taxExempt', ['yes', 'no'] as const),
    survey1: text(fields, 'survey1'),
    survey2: numeral(fields, 'survey2'),
    survey3: text(fields, 'survey3'),
    agree: fields['agree'] === true,
  };
}

/**
 * Klaviyo profile properties by name (`$first_name`, `$phone_number`, or a name of our own),
 * sent with the email that identifies the visitor (identify.ts).
 */
export type ProfileProperties = Readonly<Record<string, string>>;

/**
 * The contact data a form gives the email-marketing service (spec/marketing.md §3: email, name,
 * firstname, lastname, phone, mobile_phone, country, company, swatches, amount, and sender /
 * recipient for gift cards), as Klaviyo's profile properties: its own names where it has one
 * (`$first_name`, `$phone_number`, `$organization` …), the specification's names otherwise. Blank values
 * are left out; the email goes as `identify`'s own argument. Pure.
 *
 * @example contactProfile({ firstname: 'Ana', phone: '555 0100', company: '' }) // { $first_name: 'Ana', $phone_number: '555 0100' }
 */
export function contactProfile(values: Readonly<Record<string, unknown>>): ProfileProperties {
  const profile: Record<string, string> = {};
  for (const [field, property] of CONTACT_FIELDS) {
    const value = values[field];
    const text = Array.isArray(value) ? value.join(', ') : value;
    if ((typeof text === 'string' && text.trim()) || typeof text === 'number')
      profile[property] = String(text).trim();
  }
  return profile;
}

/** The specification's contact fields → Klaviyo's property names. */
const CONTACT_FIELDS: readonly (readonly [string, string])[] = [
  ['name', 'name'],
  ['firstname', '$first_name'],
  ['lastname', '$last_name'],
  ['phone', '$phone_number'],
  ['mobile_phone', 'mobile_phone'],
  ['country', '$country'],
  ['company', '$organization'],
  ['swatches', 'swatches'],
  ['amount', 'amount'],
  ['sender', 'sender'],
  ['recipient', 'recipient'],
];

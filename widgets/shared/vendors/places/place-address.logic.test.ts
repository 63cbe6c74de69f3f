import { describe, expect, it } from 'vitest';
import { placeAddress, type AddressComponentLike } from './place-address.logic';
import { WHITE_HOUSE_ADDRESS } from './places.fixtures';

/** Address components as Places API (New) gives them: [longText, shortText, ...types]. */
const components = (...rows: (readonly [string, string, ...string[]])[]): AddressComponentLike[] =>
  rows.map(([longText, shortText, ...types]) => ({ longText, shortText, types }));

describe('placeAddress: the fields a chosen place fills, in each country', () => {
  it('US: number and route, locality, the state, the ZIP', () => {
    const place = components(
      ['1600', '1600', 'street_number'],
      ['Pennsylvania Avenue Northwest', 'Pennsylvania Avenue NW', 'route'],
      ['Washington', 'Washington', 'locality', 'political'],
      ['District of Columbia', 'DC', 'administrative_area_level_1', 'political'],
      ['United States', 'US', 'country', 'political'],
      ['20500', '20500', 'postal_code'],
    );
    expect(placeAddress(place)).toEqual(WHITE_HOUSE_ADDRESS);
  });

  it('US: the unit goes to address 2', () => {
    const place = components(
      ['350', '350', 'street_number'],
      ['5th Avenue', '5th Ave', 'route'],
      ['Suite 400', 'Suite 400', 'subpremise'],
      ['New York', 'New York', 'locality'],
      ['New York', 'NY', 'administrative_area_level_1'],
      ['United States', 'US', 'country'],
      ['10118', '10118', 'postal_code'],
    );
    expect(placeAddress(place)).toMatchObject({
      street: '350 5th Avenue',
      address2: 'Suite 400',
      province: { code: 'NY', name: 'New York' },
    });
  });

  it('CA: the province code and the postal code as written', () => {
    const place = components(
      ['301', '301', 'street_number'],
      ['Front Street West', 'Front St W', 'route'],
      ['Toronto', 'Toronto', 'locality'],
      ['Ontario', 'ON', 'administrative_area_level_1'],
      ['Canada', 'CA', 'country'],
      ['M5V 2T6', 'M5V 2T6', 'postal_code'],
    );
    expect(placeAddress(place)).toMatchObject({
      street: '301 Front Street West',
      city: 'Toronto',
      province: { code: 'ON', name: 'Ontario' },
      country: 'CA',
      postal: 'M5V 2T6',
    });
  });

  it('UK: the postal town when there is no locality; the country is the UK, not GB', () => {
    const place = components(
      ['10', '10', 'street_number'],
      ['Downing Street', 'Downing St', 'route'],
      ['London', 'London', 'postal_town'],
      ['England', 'England', 'administrative_area_level_1'],
      ['United Kingdom', 'GB', 'country'],
      ['SW1A 2AA', 'SW1A 2AA', 'postal_code'],
    );
    expect(placeAddress(place)).toMatchObject({
      street: '10 Downing Street',
      city: 'London',
      province: { code: 'England', name: 'England' },
      country: 'UK',
      postal: 'SW1A 2AA',
    });
  });

  it('UK: a village’s postal town, not its locality (Google: the UK’s city is postal_town)', () => {
    const place = components(
      ['3', '3', 'street_number'],
      ['Church Lane', 'Church Ln', 'route'],
      ['Little Snoring', 'Little Snoring', 'locality', 'political'],
      ['Fakenham', 'Fakenham', 'postal_town'],
      ['Norfolk', 'Norfolk', 'administrative_area_level_2', 'political'],
      ['England', 'England', 'administrative_area_level_1', 'political'],
      ['United Kingdom', 'GB', 'country', 'political'],
      ['NR21 0AA', 'NR21 0AA', 'postal_code'],
    );
    expect(placeAddress(place)).toMatchObject({ city: 'Fakenham', country: 'UK' });
  });

  it('US: Brooklyn has no locality, its borough is the city; the ZIP without its +4', () => {
    const place = components(
      ['1', '1', 'street_number'],
      ['Main Street', 'Main St', 'route'],
      ['DUMBO', 'DUMBO', 'neighborhood', 'political'],
      ['Brooklyn', 'Brooklyn', 'sublocality_level_1', 'sublocality', 'political'],
      ['Kings County', 'Kings County', 'administrative_area_level_2', 'political'],
      ['New York', 'NY', 'administrative_area_level_1', 'political'],
      ['United States', 'US', 'country', 'political'],
      ['11201', '11201', 'postal_code'],
      ['1234', '1234', 'postal_code_suffix'],
    );
    expect(placeAddress(place)).toMatchObject({
      city: 'Brooklyn',
      province: { code: 'NY', name: 'New York' },
      postal: '11201',
    });
  });

  it('KR: the city and its gu together where the place has both; the province-level city where it has neither', () => {
    const bundang = components(
      ['166', '166', 'street_number'],
      ['판교역로', '판교역로', 'route'],
      ['분당구', '분당구', 'sublocality_level_1', 'sublocality', 'political'],
      ['성남시', '성남시', 'locality', 'political'],
      ['경기도', '경기도', 'administrative_area_level_1', 'political'],
      ['대한민국', 'KR', 'country', 'political'],
      ['13529', '13529', 'postal_code'],
    );
    expect(placeAddress(bundang)).toMatchObject({ street: '판교역로 166', city: '성남시 분당구' });
    const sejong = components(
      ['2130', '2130', 'street_number'],
      ['한누리대로', '한누리대로', 'route'],
      ['세종특별자치시', '세종특별자치시', 'administrative_area_level_1', 'political'],
      ['대한민국', 'KR', 'country', 'political'],
    );
    expect(placeAddress(sejong).city).toBe('세종특별자치시');
  });

  it('HK: the district as the city, and no postal code', () => {
    const place = components(
      ['1', '1', 'street_number'],
      ['Harbour Road', 'Harbour Rd', 'route'],
      ['Wan Chai', 'Wan Chai', 'neighborhood', 'political'],
      ['Hong Kong Island', 'Hong Kong Island', 'administrative_area_level_1'],
      ['Hong Kong', 'HK', 'country'],
    );
    expect(placeAddress(place)).toMatchObject({
      street: '1 Harbour Road',
      city: 'Wan Chai',
      province: { code: 'Hong Kong Island', name: 'Hong Kong Island' },
      country: 'HK',
      postal: '',
    });
  });

  it('AU: a street without a number is the route alone', () => {
    const place = components(
      ['Parliament Drive', 'Parliament Dr', 'route'],
      ['Canberra', 'Canberra', 'locality'],
      ['Australian Capital Territory', 'ACT', 'administrative_area_level_1'],
      ['Australia', 'AU', 'country'],
      ['2600', '2600', 'postal_code'],
    );
    expect(placeAddress(place)).toMatchObject({
      street: 'Parliament Drive',
      city: 'Canberra',
      province: { code: 'ACT', name: 'Australian Capital Territory' },
      country: 'AU',
      postal: '2600',
    });
  });

  it('KR: the road before the building number, the gu as the city', () => {
    const place = components(
      ['110', '110', 'street_number'],
      ['세종대로', '세종대로', 'route'],
      ['중구', '중구', 'sublocality_level_1', 'sublocality'],
      ['서울특별시', '서울특별시', 'administrative_area_level_1'],
      ['대한민국', 'KR', 'country'],
      ['04524', '04524', 'postal_code'],
    );
    expect(placeAddress(place)).toMatchObject({
      street: '세종대로 110',
      city: '중구',
      country: 'KR',
      postal: '04524',
    });
  });

  it('a place of another country, or without components, fills nothing wrong', () => {
    expect(placeAddress(components(['France', 'FR', 'country']))).toMatchObject({
      country: null,
      street: '',
    });
    expect(placeAddress([])).toEqual({
      street: '',
      address2: '',
      city: '',
      province: null,
      country: null,
      postal: '',
    });
  });
});

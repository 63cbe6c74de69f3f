/* global window, setTimeout */
// SIMULATION of the Maps JavaScript API's Places API (New), for the demo host only, written from
// its contract page (docs/vendors/google-places.md). The real API comes from
// https://maps.googleapis.com with the site's key; this script plays "a host that loads Maps
// itself": it defines google.maps.importLibrary('places') → { AutocompleteSuggestion,
// AutocompleteSessionToken, Place }, with
//   AutocompleteSuggestion.fetchAutocompleteSuggestions({ input, includedRegionCodes,
//     sessionToken }) → Promise<{ suggestions: [{ placePrediction }] }>
//   placePrediction.toPlace().fetchFields({ fields }) → Promise<{ place }>, filling the Place's
//     addressComponents ({ longText, shortText, types }) and formattedAddress
// over a small address book. Failures are rejected promises, as Google's are: a search
// containing 'outage' rejects, and 221B Baker Street's lookup rejects. Nothing leaves the page.
// What it receives is recorded in window.__simulatedPlaces (imports, requests, fetches) for the
// e2e tests and /demo visitors.
(function () {
  'use strict';
  // The demo host's recorder (simulation-log.js, served ahead of this file); none when run alone.
  var demoLog = (window.__roveDemoSimulations || { record: function () {} }).record;
  var google = (window.google = window.google || {});
  var maps = (google.maps = google.maps || {});
  // A page that really loads Maps keeps its own.
  if (maps.importLibrary) return;

  var record = (window.__simulatedPlaces = { imports: [], requests: [], fetches: [] });

  function c(longText, shortText, types) {
    return { longText: longText, shortText: shortText, types: types };
  }
  var US = c('United States', 'US', ['country', 'political']);
  var CA = c('Canada', 'CA', ['country', 'political']);
  var GB = c('United Kingdom', 'GB', ['country', 'political']);

  // [place id, region, main text, secondary text, extra search words, components]
  var BOOK = [
    [
      'sim-us-white-house',
      'us',
      '1600 Pennsylvania Avenue NW',
      'Washington, DC 20500, USA',
      '',
      [
        c('1600', '1600', ['street_number']),
        c('Pennsylvania Avenue Northwest', 'Pennsylvania Ave NW', ['route']),
        c('Washington', 'Washington', ['locality', 'political']),
        c('District of Columbia', 'DC', ['administrative_area_level_1', 'political']),
        US,
        c('20500', '20500', ['postal_code']),
      ],
    ],
    [
      'sim-us-empire-state',
      'us',
      '350 5th Avenue',
      'New York, NY 10118, USA',
      'Fifth Empire State Building',
      [
        c('350', '350', ['street_number']),
        c('5th Avenue', '5th Ave', ['route']),
        c('Manhattan', 'Manhattan', ['sublocality_level_1', 'sublocality', 'political']),
        c('New York', 'New York', ['locality', 'political']),
        c('New York', 'NY', ['administrative_area_level_1', 'political']),
        US,
        c('10118', '10118', ['postal_code']),
      ],
    ],
    [
      'sim-us-amphitheatre',
      'us',
      '1600 Amphitheatre Parkway',
      'Mountain View, CA 94043, USA',
      '',
      [
        c('1600', '1600', ['street_number']),
        c('Amphitheatre Parkway', 'Amphitheatre Pkwy', ['route']),
        c('Mountain View', 'Mountain View', ['locality', 'political']),
        c('California', 'CA', ['administrative_area_level_1', 'political']),
        US,
        c('94043', '94043', ['postal_code']),
      ],
    ],
    [
      'sim-ca-cn-tower',
      'ca',
      '301 Front Street West',
      'Toronto, ON M5V 2T6, Canada',
      'CN Tower',
      [
        c('301', '301', ['street_number']),
        c('Front Street West', 'Front St W', ['route']),
        c('Toronto', 'Toronto', ['locality', 'political']),
        c('Ontario', 'ON', ['administrative_area_level_1', 'political']),
        CA,
        c('M5V 2T6', 'M5V 2T6', ['postal_code']),
      ],
    ],
    [
      'sim-ca-yonge',
      'ca',
      '1 Yonge Street Suite 1801',
      'Toronto, ON M5E 1W7, Canada',
      '',
      [
        c('1801', '1801', ['subpremise']),
        c('1', '1', ['street_number']),
        c('Yonge Street', 'Yonge St', ['route']),
        c('Toronto', 'Toronto', ['locality', 'political']),
        c('Ontario', 'ON', ['administrative_area_level_1', 'political']),
        CA,
        c('M5E 1W7', 'M5E 1W7', ['postal_code']),
      ],
    ],
    [
      'sim-gb-downing',
      'gb',
      '10 Downing Street',
      'London SW1A 2AA, UK',
      '',
      [
        c('10', '10', ['street_number']),
        c('Downing Street', 'Downing St', ['route']),
        c('London', 'London', ['postal_town']),
        c('Greater London', 'Greater London', ['administrative_area_level_2', 'political']),
        c('England', 'England', ['administrative_area_level_1', 'political']),
        GB,
        c('SW1A 2AA', 'SW1A 2AA', ['postal_code']),
      ],
    ],
    [
      'sim-gb-little-snoring',
      'gb',
      '3 Church Lane',
      'Little Snoring, Fakenham NR21 0AA, UK',
      'village Norfolk',
      [
        c('3', '3', ['street_number']),
        c('Church Lane', 'Church Ln', ['route']),
        c('Little Snoring', 'Little Snoring', ['locality', 'political']),
        c('Fakenham', 'Fakenham', ['postal_town']),
        c('Norfolk', 'Norfolk', ['administrative_area_level_2', 'political']),
        c('England', 'England', ['administrative_area_level_1', 'political']),
        GB,
        c('NR21 0AA', 'NR21 0AA', ['postal_code']),
      ],
    ],
    ['sim-gb-baker-street', 'gb', '221B Baker Street', 'London NW1 6XE, UK', '', null],
    [
      'sim-hk-harbour-road',
      'hk',
      '1 Harbour Road',
      'Wan Chai, Hong Kong',
      '',
      [
        c('1', '1', ['street_number']),
        c('Harbour Road', 'Harbour Rd', ['route']),
        c('Wan Chai', 'Wan Chai', ['neighborhood', 'political']),
        c('Hong Kong Island', 'Hong Kong Island', ['administrative_area_level_1', 'political']),
        c('Hong Kong', 'HK', ['country', 'political']),
      ],
    ],
    [
      'sim-au-parliament',
      'au',
      'Parliament Drive',
      'Canberra ACT 2600, Australia',
      'Parliament House',
      [
        c('Parliament Drive', 'Parliament Dr', ['route']),
        c('Canberra', 'Canberra', ['locality', 'political']),
        c('Australian Capital Territory', 'ACT', ['administrative_area_level_1', 'political']),
        c('Australia', 'AU', ['country', 'political']),
        c('2600', '2600', ['postal_code']),
      ],
    ],
    [
      'sim-kr-city-hall',
      'kr',
      '세종대로 110',
      '중구, 서울특별시, 대한민국',
      'Sejong-daero Seoul City Hall 서울특별시청',
      [
        c('110', '110', ['street_number']),
        c('세종대로', '세종대로', ['route']),
        c('중구', '중구', ['sublocality_level_1', 'sublocality', 'political']),
        c('서울특별시', '서울특별시', ['administrative_area_level_1', 'political']),
        c('대한민국', 'KR', ['country', 'political']),
        c('04524', '04524', ['postal_code']),
      ],
    ],
  ].map(function (row) {
    return {
      id: row[0],
      region: row[1],
      main: row[2],
      secondary: row[3],
      words: fold([row[2], row[3], row[4]].join(' ')),
      components: row[5],
    };
  });

  function fold(text) {
    return String(text)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  }

  // Google rejects with an Error subclass that names the failing request (MapsRequestError).
  function requestError(message) {
    var error = new Error(message);
    error.name = 'MapsRequestError';
    return error;
  }

  function later(ms, value, fail) {
    return new Promise(function (resolve, reject) {
      setTimeout(function () {
        if (fail) reject(fail);
        else resolve(value);
      }, ms);
    });
  }

  function FormattableText(text) {
    this.text = text;
    this.matches = [];
  }

  var tokens = 0;
  function AutocompleteSessionToken() {
    tokens += 1;
    this.simulatedId = 'sim-session-' + tokens;
  }

  function Place(entry) {
    this.id = entry.id;
    this.addressComponents = undefined;
    this.formattedAddress = undefined;
    this._entry = entry;
  }
  Place.prototype.fetchFields = function (request) {
    var entry = this._entry;
    var fetched = { id: entry.id, fields: (request && request.fields) || [] };
    record.fetches.push(fetched);
    demoLog('google places', ['Place.fetchFields', fetched]);
    if (!entry.components) {
      return later(80, null, requestError('NOT_FOUND: the place could not be fetched (simulated)'));
    }
    this.addressComponents = entry.components.map(function (part) {
      return { longText: part.longText, shortText: part.shortText, types: part.types.slice() };
    });
    this.formattedAddress = entry.main + ', ' + entry.secondary;
    return later(80, { place: this });
  };

  function PlacePrediction(entry) {
    this.placeId = entry.id;
    this.text = new FormattableText(entry.main + ', ' + entry.secondary);
    this.mainText = new FormattableText(entry.main);
    this.secondaryText = new FormattableText(entry.secondary);
    this.types = ['street_address'];
    this._entry = entry;
  }
  PlacePrediction.prototype.toPlace = function () {
    return new Place(this._entry);
  };

  var AutocompleteSuggestion = {
    fetchAutocompleteSuggestions: function (request) {
      var input = fold((request && request.input) || '').trim();
      var regions = (request && request.includedRegionCodes) || [];
      var token = request && request.sessionToken;
      var asked = {
        input: request && request.input,
        includedRegionCodes: regions.slice(),
        sessionToken: token ? token.simulatedId : null,
      };
      // Google defaults both to the browser's (docs/vendors/google-places.md): recorded as sent.
      if (request && typeof request.language === 'string') asked.language = request.language;
      if (request && typeof request.region === 'string') asked.region = request.region;
      record.requests.push(asked);
      demoLog('google places', ['AutocompleteSuggestion.fetchAutocompleteSuggestions', asked]);
      if (input.indexOf('outage') !== -1) {
        return later(120, null, requestError('UNAVAILABLE: suggestions are down (simulated)'));
      }
      var words = input.split(/[\s,]+/).filter(Boolean);
      var found = BOOK.filter(function (entry) {
        if (regions.length && regions.indexOf(entry.region) === -1) return false;
        return words.every(function (word) {
          return entry.words.indexOf(word) !== -1;
        });
      }).slice(0, 5);
      return later(120, {
        suggestions: found.map(function (entry) {
          return { placePrediction: new PlacePrediction(entry) };
        }),
      });
    },
  };

  maps.importLibrary = function (name) {
    record.imports.push(name);
    if (name !== 'places') {
      return Promise.reject(new Error('The simulation has only the places library'));
    }
    return later(50, {
      AutocompleteSuggestion: AutocompleteSuggestion,
      AutocompleteSessionToken: AutocompleteSessionToken,
      Place: Place,
    });
  };
})();

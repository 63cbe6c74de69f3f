/* global window, document, setTimeout, URL */
// STAND-IN for the Maps JavaScript API's Places API (New), written from
// docs/vendors/google-places.md only (not from the demo host's simulation nor from our
// adapter), for the contract tests. It is the API script itself: loaded by a host's tag, or
// served at https://maps.googleapis.com/maps/api/js by a test, it installs
//   google.maps.importLibrary('places') → { AutocompleteSuggestion, AutocompleteSessionToken, Place }
// (replacing a bootstrap's importLibrary, as the real script does) and calls the `callback`
// named in its own URL. Requests follow the reference: fetchAutocompleteSuggestions({ input,
// includedRegionCodes (≤ 15), sessionToken }) → { suggestions: [{ placePrediction }] };
// toPlace() → a Place whose fetchFields({ fields }) (required) fills only the fields asked and
// resolves { place }. Failures are rejected promises; a refused key calls gm_authFailure.
// A test sets window.__googlePlacesStandInOptions = { refuseKey, failSuggestions, failLookups }
// before the script runs; every call is recorded in window.__googlePlacesStandIn.
(function () {
  'use strict';
  var options = window.__googlePlacesStandInOptions || {};
  var record = (window.__googlePlacesStandIn = {
    imports: [],
    requests: [],
    fetches: [],
    callback: null,
  });

  function component(longText, shortText, types) {
    return { longText: longText, shortText: shortText, types: types };
  }

  // [id, region, main text, secondary text, components]
  var PLACES = [
    [
      'standin-us-penn',
      'us',
      '1600 Pennsylvania Avenue NW',
      'Washington, DC, USA',
      [
        component('1600', '1600', ['street_number']),
        component('Pennsylvania Avenue Northwest', 'Pennsylvania Ave NW', ['route']),
        component('Washington', 'Washington', ['locality', 'political']),
        component('District of Columbia', 'DC', ['administrative_area_level_1', 'political']),
        component('United States', 'US', ['country', 'political']),
        component('20500', '20500', ['postal_code']),
        component('0005', '0005', ['postal_code_suffix']),
      ],
    ],
    [
      'standin-us-brooklyn',
      'us',
      '1 Main Street',
      'Brooklyn, NY, USA',
      [
        component('1', '1', ['street_number']),
        component('Main Street', 'Main St', ['route']),
        component('Brooklyn', 'Brooklyn', ['political', 'sublocality', 'sublocality_level_1']),
        component('Kings County', 'Kings County', ['administrative_area_level_2', 'political']),
        component('New York', 'NY', ['administrative_area_level_1', 'political']),
        component('United States', 'US', ['country', 'political']),
        component('11201', '11201', ['postal_code']),
      ],
    ],
    [
      'standin-gb-village',
      'gb',
      '5 The Street',
      'Great Snoring, Fakenham, UK',
      [
        component('5', '5', ['street_number']),
        component('The Street', 'The St', ['route']),
        component('Great Snoring', 'Great Snoring', ['locality', 'political']),
        component('Fakenham', 'Fakenham', ['postal_town']),
        component('Norfolk', 'Norfolk', ['administrative_area_level_2', 'political']),
        component('England', 'England', ['administrative_area_level_1', 'political']),
        component('United Kingdom', 'GB', ['country', 'political']),
        component('NR21 0HP', 'NR21 0HP', ['postal_code']),
      ],
    ],
    [
      'standin-ca-sussex',
      'ca',
      '24 Sussex Drive',
      'Ottawa, ON, Canada',
      [
        component('24', '24', ['street_number']),
        component('Sussex Drive', 'Sussex Dr', ['route']),
        component('Ottawa', 'Ottawa', ['locality', 'political']),
        component('Ontario', 'ON', ['administrative_area_level_1', 'political']),
        component('Canada', 'CA', ['country', 'political']),
        component('K1M 1M4', 'K1M 1M4', ['postal_code']),
      ],
    ],
    [
      'standin-au-opera',
      'au',
      '2 Macquarie Street',
      'Sydney NSW, Australia',
      [
        component('2', '2', ['street_number']),
        component('Macquarie Street', 'Macquarie St', ['route']),
        component('Sydney', 'Sydney', ['locality', 'political']),
        component('New South Wales', 'NSW', ['administrative_area_level_1', 'political']),
        component('Australia', 'AU', ['country', 'political']),
        component('2000', '2000', ['postal_code']),
      ],
    ],
    [
      'standin-kr-pangyo',
      'kr',
      '판교역로 166',
      '분당구 성남시 경기도 대한민국',
      [
        component('166', '166', ['street_number']),
        component('판교역로', '판교역로', ['route']),
        component('분당구', '분당구', ['political', 'sublocality', 'sublocality_level_1']),
        component('성남시', '성남시', ['locality', 'political']),
        component('경기도', '경기도', ['administrative_area_level_1', 'political']),
        component('대한민국', 'KR', ['country', 'political']),
        component('13529', '13529', ['postal_code']),
      ],
    ],
  ];

  function rejectLater(message) {
    return new Promise(function (resolve, reject) {
      setTimeout(function () {
        var error = new Error(message);
        error.name = 'MapsRequestError';
        reject(error);
      }, 10);
    });
  }

  function resolveLater(value) {
    return new Promise(function (resolve) {
      setTimeout(function () {
        resolve(value);
      }, 10);
    });
  }

  var refused = false;

  function AutocompleteSessionToken() {}

  function FormattableText(text) {
    this.text = text;
    this.matches = [];
  }

  function Place(init) {
    this.id = init.id;
    this._row = init.row;
    this._token = init.token;
  }
  Place.prototype.fetchFields = function (request) {
    var fields = request && request.fields;
    record.fetches.push({
      id: this.id,
      fields: Array.isArray(fields) ? fields.slice() : fields,
      sessionToken: this._token || null,
    });
    if (!Array.isArray(fields) || fields.length === 0)
      return rejectLater('InvalidValueError: fetchFields: fields is required');
    if (refused || options.failLookups) return rejectLater('REQUEST_DENIED (stand-in)');
    var row = this._row;
    if (fields.indexOf('addressComponents') !== -1 || fields.indexOf('*') !== -1)
      this.addressComponents = row[4].map(function (part) {
        return component(part.longText, part.shortText, part.types.slice());
      });
    if (fields.indexOf('formattedAddress') !== -1 || fields.indexOf('*') !== -1)
      this.formattedAddress = row[2] + ', ' + row[3];
    return resolveLater({ place: this });
  };

  function PlacePrediction(row, token) {
    this.placeId = row[0];
    this.text = new FormattableText(row[2] + ', ' + row[3]);
    this.mainText = new FormattableText(row[2]);
    this.secondaryText = new FormattableText(row[3]);
    this.types = ['street_address'];
    this.distanceMeters = null;
    this._row = row;
    this._token = token;
  }
  PlacePrediction.prototype.toPlace = function () {
    // The request's session token goes with this Place's first fetchFields.
    return new Place({ id: this.placeId, row: this._row, token: this._token });
  };

  function AutocompleteSuggestion(prediction) {
    this.placePrediction = prediction;
  }
  AutocompleteSuggestion.fetchAutocompleteSuggestions = function (request) {
    var input = request && request.input;
    var regions = (request && request.includedRegionCodes) || [];
    var token = request && request.sessionToken;
    record.requests.push({
      input: input,
      includedRegionCodes: regions.slice(),
      sessionToken: token,
    });
    if (typeof input !== 'string') return rejectLater('InvalidValueError: input is required');
    if (regions.length > 15)
      return rejectLater('InvalidValueError: at most 15 includedRegionCodes');
    if (refused || options.failSuggestions) return rejectLater('REQUEST_DENIED (stand-in)');
    var words = input.toLowerCase().split(/\s+/).filter(Boolean);
    var found = PLACES.filter(function (row) {
      if (regions.length && regions.indexOf(row[1]) === -1) return false;
      var text = (row[2] + ' ' + row[3]).toLowerCase();
      return words.every(function (word) {
        return text.indexOf(word) !== -1;
      });
    });
    return resolveLater({
      suggestions: found.map(function (row) {
        return new AutocompleteSuggestion(new PlacePrediction(row, token));
      }),
    });
  };

  var places = {
    AutocompleteSuggestion: AutocompleteSuggestion,
    AutocompleteSessionToken: AutocompleteSessionToken,
    Place: Place,
  };

  var google = (window.google = window.google || {});
  var maps = (google.maps = google.maps || {});
  maps.places = places;
  maps.importLibrary = function (name) {
    record.imports.push(name);
    reportAuthFailure();
    if (name !== 'places') return rejectLater('the stand-in has only the places library');
    return resolveLater(places);
  };

  // A refused key: every request fails, and gm_authFailure is called once. The reference does
  // not say when; here, once a library has been asked for.
  var authReported = false;
  function reportAuthFailure() {
    if (!options.refuseKey || authReported) return;
    authReported = true;
    refused = true;
    setTimeout(function () {
      if (typeof window.gm_authFailure === 'function') window.gm_authFailure();
    }, 0);
  }
  if (options.refuseKey) refused = true;

  // The loading URL's callback (Google's dynamic loader names google.maps.__ib__).
  var script = document.currentScript;
  var callback = script && script.src ? new URL(script.src).searchParams.get('callback') : null;
  record.callback = callback;
  if (callback) {
    var target = callback.split('.').reduce(function (scope, key) {
      return scope == null ? scope : scope[key];
    }, window);
    if (typeof target === 'function') setTimeout(target, 0);
  }
})();

/* global window */
// STAND-IN for Kakao's postcode search script, written from docs/vendors/kakao-postcode.md only
// (not from the demo host's simulation nor from our adapter), for the contract tests. It
// defines what the contract says today's script defines, and nothing more:
//   kakao.Postcode(options) with .embed(element, { q, autoClose }) and .open()
// — no daum.Postcode (deprecated, not promised), no postcode.load (the old loader's).
// The search is drawn in the page instead of Kakao's frame so a test can click it; choosing
// calls oncomplete with the documented fields, then (autoClose, the default) removes the
// search and calls onclose('COMPLETE_CLOSE'). Every call is recorded in
// window.__kakaoPostcodeStandIn.
(function () {
  'use strict';
  var record = (window.__kakaoPostcodeStandIn = { constructed: [], embeds: [], opens: 0 });

  // [zonecode, road, lot-number, sido, sigungu, bname, building, apartment, road (English)]
  var ADDRESSES = [
    [
      '04524',
      '서울 중구 세종대로 110',
      '서울 중구 태평로1가 31',
      '서울',
      '중구',
      '태평로1가',
      '서울특별시청',
      'N',
      '110 Sejong-daero, Jung-gu, Seoul, Republic of Korea',
    ],
    [
      '13529',
      '경기 성남시 분당구 판교역로 166',
      '경기 성남시 분당구 백현동 532',
      '경기',
      '성남시 분당구',
      '백현동',
      '',
      'N',
      '166 Pangyoyeok-ro, Bundang-gu, Seongnam-si, Gyeonggi-do, Republic of Korea',
    ],
    [
      '30151',
      '세종특별자치시 한누리대로 2130',
      '세종특별자치시 보람동 660',
      '세종특별자치시',
      '',
      '보람동',
      '세종특별자치시청',
      'N',
      '2130 Hannuri-daero, Sejong-si, Republic of Korea',
    ],
  ];

  function data(row, type, language) {
    return {
      zonecode: row[0],
      address: type === 'R' ? row[1] : row[2],
      addressType: type,
      userSelectedType: type,
      userLanguageType: language,
      noSelected: 'N',
      roadAddress: row[1],
      roadAddressEnglish: row[8],
      jibunAddress: row[2],
      jibunAddressEnglish: '',
      autoRoadAddress: '',
      autoRoadAddressEnglish: '',
      autoJibunAddress: '',
      autoJibunAddressEnglish: '',
      sido: row[3],
      sigungu: row[4],
      bname: row[5],
      bname1: '',
      bname2: row[5],
      hname: '',
      buildingName: row[6],
      buildingCode: '',
      apartment: row[7],
      roadname: '',
      roadnameCode: '',
      sigunguCode: '',
      bcode: '',
      query: '',
      postcode: '',
      postcode1: '',
      postcode2: '',
      postcodeSeq: '',
    };
  }

  function Postcode(options) {
    if (!(this instanceof Postcode)) throw new TypeError('kakao.Postcode is a constructor');
    this.options = options || {};
    record.constructed.push(this.options);
  }

  Postcode.prototype.embed = function (element, embedOptions) {
    var options = this.options;
    var settings = embedOptions || {};
    var autoClose = settings.autoClose !== false;
    record.embeds.push({ element: element, options: settings });
    var doc = element.ownerDocument;
    var root = doc.createElement('div');
    root.setAttribute('data-kakao-postcode-stand-in', '');
    var list = doc.createElement('ul');
    ADDRESSES.forEach(function (row) {
      [
        ['R', 'K', row[1]],
        ['J', 'K', row[2]],
        ['R', 'E', row[8]],
      ].forEach(function (choice) {
        var item = doc.createElement('li');
        var button = doc.createElement('button');
        button.type = 'button';
        button.textContent = row[0] + ' ' + choice[2];
        button.addEventListener('click', function () {
          if (typeof options.oncomplete === 'function')
            options.oncomplete(data(row, choice[0], choice[1]));
          if (autoClose) root.remove();
          if (typeof options.onclose === 'function') options.onclose('COMPLETE_CLOSE');
        });
        item.appendChild(button);
        list.appendChild(item);
      });
    });
    root.appendChild(list);
    element.appendChild(root);
    if (typeof options.onresize === 'function') options.onresize({ width: 400, height: 300 });
  };

  Postcode.prototype.open = function () {
    record.opens += 1;
  };

  var kakao = (window.kakao = window.kakao || {});
  kakao.Postcode = Postcode;
})();

/* global window, document */
// SIMULATION of Kakao's postcode search script, for the demo host only, written from its
// contract page (docs/vendors/kakao-postcode.md). The real one is
// https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js and draws Kakao's search
// in a frame from https://postcode.map.kakao.com; this one offers the same page API
//   new kakao.Postcode({ oncomplete, onclose, onresize, onsearch, width, height })
//     .embed(element, { q, autoClose })
// (and the former namespace daum.Postcode, which Kakao runs beside the new one) over a small
// address book, drawn in the page. Choosing an address calls oncomplete with the documented
// fields, then, with autoClose (the default), removes the search and calls
// onclose('COMPLETE_CLOSE'). open() (a popup window) is not simulated. Nothing leaves the
// page. Styles come from postcode.css (the demo's CSP allows no inline style).
(function () {
  'use strict';
  // The demo host's recorder (simulation-log.js, served ahead of this file); none when run alone.
  var demoLog = (window.__roveDemoSimulations || { record: function () {} }).record;
  var kakao = (window.kakao = window.kakao || {});
  window.daum = window.daum || {};
  // A page that already has Kakao's script keeps it.
  if (kakao.Postcode) return;
  var doc = document;

  // zonecode, road, lot number, sido, sigungu, bname, building, apartment, English road, English sigungu
  var BOOK = [
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
      'Jung-gu',
    ],
    [
      '06164',
      '서울 강남구 영동대로 513',
      '서울 강남구 삼성동 159',
      '서울',
      '강남구',
      '삼성동',
      '코엑스',
      'N',
      '513 Yeongdong-daero, Gangnam-gu, Seoul, Republic of Korea',
      'Gangnam-gu',
    ],
    [
      '03187',
      '서울 종로구 세종대로 175',
      '서울 종로구 세종로 1-68',
      '서울',
      '종로구',
      '세종로',
      '세종문화회관',
      'N',
      '175 Sejong-daero, Jongno-gu, Seoul, Republic of Korea',
      'Jongno-gu',
    ],
    [
      '48058',
      '부산 해운대구 APEC로 55',
      '부산 해운대구 우동 1500',
      '부산',
      '해운대구',
      '우동',
      '벡스코',
      'N',
      '55 APEC-ro, Haeundae-gu, Busan, Republic of Korea',
      'Haeundae-gu',
    ],
    [
      '13529',
      '경기 성남시 분당구 판교역로 166',
      '경기 성남시 분당구 백현동 532',
      '경기',
      '성남시 분당구',
      '백현동',
      '카카오 판교아지트',
      'N',
      '166 Pangyoyeok-ro, Bundang-gu, Seongnam-si, Gyeonggi-do, Republic of Korea',
      'Bundang-gu Seongnam-si',
    ],
    [
      '63309',
      '제주특별자치도 제주시 첨단로 242',
      '제주특별자치도 제주시 영평동 2181',
      '제주특별자치도',
      '제주시',
      '영평동',
      '',
      'N',
      '242 Cheomdan-ro, Jeju-si, Jeju-do, Republic of Korea',
      'Jeju-si',
    ],
  ].map(function (row) {
    return {
      zonecode: row[0],
      roadAddress: row[1],
      jibunAddress: row[2],
      sido: row[3],
      sigungu: row[4],
      bname: row[5],
      buildingName: row[6],
      apartment: row[7],
      roadAddressEnglish: row[8],
      sigunguEnglish: row[9],
    };
  });

  // The oncomplete data for a choice: every documented field, '' where the book has none.
  function answer(entry, type, query) {
    return {
      zonecode: entry.zonecode,
      address: type === 'R' ? entry.roadAddress : entry.jibunAddress,
      addressEnglish: type === 'R' ? entry.roadAddressEnglish : '',
      addressType: type,
      userSelectedType: type,
      noSelected: 'N',
      userLanguageType: 'K',
      roadAddress: entry.roadAddress,
      roadAddressEnglish: entry.roadAddressEnglish,
      jibunAddress: entry.jibunAddress,
      jibunAddressEnglish: '',
      autoRoadAddress: '',
      autoRoadAddressEnglish: '',
      autoJibunAddress: '',
      autoJibunAddressEnglish: '',
      buildingCode: '',
      buildingName: entry.buildingName,
      apartment: entry.apartment,
      sido: entry.sido,
      sidoEnglish: '',
      sigungu: entry.sigungu,
      sigunguEnglish: entry.sigunguEnglish,
      sigunguCode: '',
      roadnameCode: '',
      bcode: '',
      roadname: '',
      roadnameEnglish: '',
      bname: entry.bname,
      bnameEnglish: '',
      bname1: '',
      bname1English: '',
      bname2: entry.bname,
      bname2English: '',
      hname: '',
      query: query,
      postcode: '',
      postcode1: '',
      postcode2: '',
      postcodeSeq: '',
    };
  }

  function el(tag, className, text) {
    var node = doc.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function addStyles() {
    if (doc.querySelector('link[data-postcode-sim]')) return;
    var link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/simulated/kakao/postcode.css';
    link.setAttribute('data-postcode-sim', '');
    doc.head.appendChild(link);
  }

  function matches(entry, query) {
    var text = [entry.zonecode, entry.roadAddress, entry.jibunAddress, entry.buildingName].join(
      ' ',
    );
    return query.split(/\s+/).every(function (word) {
      return text.indexOf(word) !== -1;
    });
  }

  function call(callback, value) {
    if (typeof callback === 'function') callback(value);
  }

  function Postcode(options) {
    if (!(this instanceof Postcode)) throw new TypeError('Postcode is a constructor');
    this.options = options || {};
  }

  Postcode.prototype.embed = function (container, embedOptions) {
    var options = this.options;
    var settings = embedOptions || {};
    var autoClose = settings.autoClose !== false;
    demoLog('kakao postcode', ['embed', { autoClose: autoClose }]);
    addStyles();
    var root = el('div', 'sim-postcode');
    root.appendChild(el('p', 'sim-postcode__badge', 'Simulated Kakao postcode search (demo host)'));
    var form = el('form', 'sim-postcode__form');
    form.setAttribute('role', 'search');
    var label = el('label', 'sim-postcode__label', '도로명, 건물명, 지번 또는 우편번호');
    var input = el('input', 'sim-postcode__input');
    input.type = 'search';
    input.id = 'sim-postcode-query';
    label.htmlFor = input.id;
    var submit = el('button', 'sim-postcode__submit', '검색');
    submit.type = 'submit';
    form.appendChild(label);
    form.appendChild(input);
    form.appendChild(submit);
    var status = el('p', 'sim-postcode__status', '예: 세종대로 110, 코엑스, 04524');
    status.setAttribute('role', 'status');
    var list = el('ul', 'sim-postcode__results');
    root.appendChild(form);
    root.appendChild(status);
    root.appendChild(list);

    function choose(entry, type, query) {
      var data = answer(entry, type, query);
      demoLog('kakao postcode', ['oncomplete', data]);
      call(options.oncomplete, data);
      if (autoClose) root.remove();
      call(options.onclose, 'COMPLETE_CLOSE');
    }

    function search(query) {
      list.textContent = '';
      var found = query
        ? BOOK.filter(function (entry) {
            return matches(entry, query);
          })
        : [];
      status.textContent = query ? found.length + '개의 주소' : '검색어를 입력해 주세요.';
      call(options.onsearch, { q: query, count: found.length });
      found.forEach(function (entry) {
        var item = el('li', 'sim-postcode__result');
        [
          ['R', entry.roadAddress, '도로명'],
          ['J', entry.jibunAddress, '지번'],
        ].forEach(function (kind) {
          var button = el('button', 'sim-postcode__choose');
          button.type = 'button';
          button.setAttribute('data-type', kind[0]);
          button.appendChild(el('span', 'sim-postcode__kind', kind[2]));
          button.appendChild(
            doc.createTextNode(
              ' ' +
                entry.zonecode +
                ' ' +
                kind[1] +
                (kind[0] === 'R' && entry.buildingName ? ' (' + entry.buildingName + ')' : ''),
            ),
          );
          button.addEventListener('click', function () {
            choose(entry, kind[0], query);
          });
          item.appendChild(button);
        });
        list.appendChild(item);
      });
      call(options.onresize, { width: root.offsetWidth, height: root.offsetHeight });
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      search(input.value.trim());
    });
    container.appendChild(root);
    if (settings.q) {
      input.value = String(settings.q);
      search(input.value.trim());
    }
    input.focus();
  };

  Postcode.prototype.open = function () {
    demoLog('kakao postcode', ['open (not simulated)']);
  };

  kakao.Postcode = Postcode;
  window.daum.Postcode = Postcode;
})();

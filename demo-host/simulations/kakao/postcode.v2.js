/* global window, document */
// SIMULATION of Kakao's (Daum's) postcode search script, for the demo host only (seed 002 §7,
// seed 001 §7). The real one is https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js
// and embeds Kakao's search in a frame; this one implements the same page API
//   new daum.Postcode({ oncomplete: function (data) {…} }).embed(container)
// over a small address book, and calls oncomplete with the fields Kakao sends (zonecode,
// roadAddress, jibunAddress, userSelectedType, sido, sigungu, bname, buildingName). Nothing
// leaves the page. Styles come from postcode.css (the demo's CSP allows no inline style).
(function () {
  'use strict';
  // The demo host's recorder (simulation-log.js, served ahead of this file); none when run alone.
  var demoLog = (window.__roveDemoSimulations || { record: function () {} }).record;
  window.daum = window.daum || {};
  if (window.daum.Postcode) return;
  var doc = document;

  var BOOK = [
    [
      '04524',
      '서울 중구 세종대로 110',
      '서울 중구 태평로1가 31',
      '서울',
      '중구',
      '태평로1가',
      '서울특별시청',
    ],
    [
      '06164',
      '서울 강남구 영동대로 513',
      '서울 강남구 삼성동 159',
      '서울',
      '강남구',
      '삼성동',
      '코엑스',
    ],
    [
      '03187',
      '서울 종로구 세종대로 175',
      '서울 종로구 세종로 1-68',
      '서울',
      '종로구',
      '세종로',
      '세종문화회관',
    ],
    [
      '48058',
      '부산 해운대구 APEC로 55',
      '부산 해운대구 우동 1500',
      '부산',
      '해운대구',
      '우동',
      '벡스코',
    ],
    [
      '13529',
      '경기 성남시 분당구 판교역로 166',
      '경기 성남시 분당구 백현동 532',
      '경기',
      '성남시 분당구',
      '백현동',
      '카카오 판교아지트',
    ],
    [
      '63309',
      '제주특별자치도 제주시 첨단로 242',
      '제주특별자치도 제주시 영평동 2181',
      '제주특별자치도',
      '제주시',
      '영평동',
      '',
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
    };
  });

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

  function Postcode(options) {
    this.oncomplete = (options && options.oncomplete) || function () {};
  }

  Postcode.prototype.embed = function (container) {
    var oncomplete = this.oncomplete;
    demoLog('kakao postcode', ['embed']);
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

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var query = input.value.trim();
      list.textContent = '';
      var found = query
        ? BOOK.filter(function (entry) {
            return matches(entry, query);
          })
        : [];
      status.textContent = query ? found.length + '개의 주소' : '검색어를 입력해 주세요.';
      found.forEach(function (entry) {
        var item = el('li', 'sim-postcode__result');
        [
          ['R', entry.roadAddress, '도로명'],
          ['J', entry.jibunAddress, '지번'],
        ].forEach(function (kind) {
          var choose = el('button', 'sim-postcode__choose');
          choose.type = 'button';
          choose.setAttribute('data-type', kind[0]);
          choose.appendChild(el('span', 'sim-postcode__kind', kind[2]));
          choose.appendChild(
            doc.createTextNode(
              ' ' +
                entry.zonecode +
                ' ' +
                kind[1] +
                (kind[0] === 'R' && entry.buildingName ? ' (' + entry.buildingName + ')' : ''),
            ),
          );
          choose.addEventListener('click', function () {
            var data = {};
            Object.keys(entry).forEach(function (key) {
              data[key] = entry[key];
            });
            data.userSelectedType = kind[0];
            data.addressType = kind[0];
            data.address = kind[1];
            demoLog('kakao postcode', ['oncomplete', data]);
            oncomplete(data);
          });
          item.appendChild(choose);
        });
        list.appendChild(item);
      });
    });
    container.appendChild(root);
    input.focus();
  };

  window.daum.Postcode = Postcode;
})();

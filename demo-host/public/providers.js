/* global document, sessionStorage */
// /demo/providers: shows the log the demo host's simulations keep (simulation-log.js) in
// sessionStorage 'rove-demo-simulations' ({vendor, call, page}, newest last). Demo only.
(function () {
  'use strict';
  var KEY = 'rove-demo-simulations';
  var box = document.getElementById('demo-provider-log');
  var clear = document.getElementById('demo-provider-clear');
  if (!box) return;

  function read() {
    try {
      var log = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      return Array.isArray(log) ? log : [];
    } catch {
      return [];
    }
  }

  function cell(tag, text) {
    var node = document.createElement(tag);
    node.textContent = text;
    return node;
  }

  function render() {
    var log = read();
    box.replaceChildren();
    if (log.length === 0) {
      box.appendChild(cell('p', 'Nothing received yet in this tab.'));
      return;
    }
    var table = document.createElement('table');
    table.className = 'demo-providers';
    var head = document.createElement('tr');
    ['Vendor', 'Page', 'Call'].forEach(function (title) {
      var th = cell('th', title);
      th.scope = 'col';
      head.appendChild(th);
    });
    var thead = document.createElement('thead');
    thead.appendChild(head);
    table.appendChild(thead);
    var body = document.createElement('tbody');
    log
      .slice()
      .reverse()
      .forEach(function (entry) {
        var row = document.createElement('tr');
        row.appendChild(cell('td', String(entry.vendor)));
        row.appendChild(cell('td', String(entry.page)));
        var call = cell('td', '');
        call.appendChild(cell('code', JSON.stringify(entry.call)));
        row.appendChild(call);
        body.appendChild(row);
      });
    table.appendChild(body);
    box.appendChild(table);
  }

  if (clear)
    clear.addEventListener('click', function () {
      sessionStorage.removeItem(KEY);
      render();
    });
  render();
})();

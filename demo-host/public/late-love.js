/* global document, fetch, console */
// Demo infinite scroll for /demo/late-love: "Load more" fetches the next page of cards, each with
// a <rove-love>, and appends them after the page has loaded. The loader must pick them up.
(function () {
  var button = document.getElementById('late-love-more');
  var grid = document.getElementById('late-love-grid');
  var status = document.getElementById('late-love-status');
  if (!button || !grid) return;

  function done(message) {
    button.disabled = true;
    button.textContent = 'No more products';
    if (status) status.textContent = message;
  }

  button.addEventListener('click', function () {
    var page = Number(button.getAttribute('data-page') || '2');
    var url = button.getAttribute('data-src') + '?page=' + page;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(function (data) {
        var items = (data && data.items) || [];
        items.forEach(function (item) {
          // The server renders the card with escaped text; a <template> parses it inertly.
          var template = document.createElement('template');
          template.innerHTML = item.html;
          grid.appendChild(template.content);
        });
        if (!data.next || items.length === 0) {
          done(items.length + ' more products loaded. That is all.');
          return;
        }
        button.setAttribute('data-page', String(data.next));
        button.disabled = false;
        if (status) status.textContent = items.length + ' more products loaded.';
      })
      .catch(function (error) {
        // spec/shell.md: infinite scroll failures are only logged.
        console.warn('[demo-host] late-love: could not load more', error);
        button.disabled = false;
      })
      .then(function () {
        button.removeAttribute('aria-busy');
      });
  });
})();

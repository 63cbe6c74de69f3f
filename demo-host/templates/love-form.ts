// The email-capture form GET /uc_love/ajax_validate returns as `html` for anonymous visitors
// (spec/shell.md: 'the email modal form'). The widget sanitises and shows it in its dialog; it is a
// constant, so nothing from the request can end up in it.
export const LOVE_FORM_HTML =
  '<form class="uc-love-form">' +
  '<h2>Save to your wishlist</h2>' +
  '<p>Leave your email and we will keep your wishlist for you on any device. You can also skip this step.</p>' +
  '<label for="uc-love-email">Email (optional)</label>' +
  '<input type="email" id="uc-love-email" name="email" autocomplete="email">' +
  '<label><input type="checkbox" name="subscribe" value="1"> Send me news and offers</label>' +
  '<button type="submit">Save</button>' +
  '</form>';

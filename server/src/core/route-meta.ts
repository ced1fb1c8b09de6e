import type { Lang } from '@gwn/contract';

/** What search engines and link previews read for a public route, without running the console's JS. */
export interface RouteMeta { title: string; description: string }

const PUBLIC_ROUTE_META: Record<string, Record<Lang, RouteMeta>> = {
  '/model/compare': {
    en: {
      title: 'GWN Cloud — device model comparison',
      description: 'Compare GWN access points, routers and switches feature by feature: Wi-Fi 6, 6E and 7, MU-MIMO, mesh, PoE, VPN, VLAN, link aggregation and more.',
    },
    zh: {
      title: 'GWN Cloud — 设备型号对比',
      description: '逐项对比 GWN 接入点、路由器和交换机的功能：Wi-Fi 6、6E 与 7、MU-MIMO、Mesh、PoE、VPN、VLAN、链路聚合等。',
    },
  },
};

/** The meta of a public route, standalone or under /gwn/ (embedded); undefined for every other path. */
export function routeMetaFor(urlPath: string, lang: Lang): RouteMeta | undefined {
  const route = urlPath.replace(/^\/gwn(?=\/)/, '').replace(/\/+$/, '');
  return PUBLIC_ROUTE_META[route]?.[lang];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** index.html with the route's title, description and Open Graph tags in place of the generic ones. */
export function withRouteMeta(html: string, meta: RouteMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${title}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<\/head>/i, `  ${tags}\n  </head>`);
}

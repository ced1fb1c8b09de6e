import { enterprises, type Lang } from '@gwn/contract';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const PATH = enterprises.confirmResetMfa.path;

const TEXT = {
  en: {
    htmlLang: 'en',
    title: 'Remove two-factor authentication',
    asked: (enterprise: string) => `An administrator of GWN Cloud asked to remove two-factor authentication from <b>${enterprise}</b>. Its users would then sign in with their password alone.`,
    confirm: 'Remove two-factor authentication',
    ignore: 'If you did not expect this, close this page: nothing changes until you confirm.',
    removed: 'Two-factor authentication has been removed.',
    removedFrom: (enterprise: string) => `<b>${enterprise}</b> now signs in without a second factor. Turn it on again in GWN Cloud when you are ready.`,
    dead: 'The link has expired or was already used.',
    deadHint: 'Ask the administrator to send a new one.',
    other: { lang: 'zh' as Lang, htmlLang: 'zh-CN', label: '中文' },
  },
  zh: {
    htmlLang: 'zh-CN',
    title: '移除双因素认证',
    asked: (enterprise: string) => `GWN Cloud 管理员申请移除 <b>${enterprise}</b> 的双因素认证。移除后，其用户仅凭密码即可登录。`,
    confirm: '移除双因素认证',
    ignore: '如果这不是您预期的操作，请关闭本页：在您确认之前不会有任何更改。',
    removed: '双因素认证已移除。',
    removedFrom: (enterprise: string) => `<b>${enterprise}</b> 现在登录无需第二重验证。准备好后，请在 GWN Cloud 中重新开启。`,
    dead: '链接已过期或已被使用。',
    deadHint: '请联系管理员重新发送。',
    other: { lang: 'en' as Lang, htmlLang: 'en', label: 'English' },
  },
} as const;

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f1f1f;line-height:1.5}'
  + 'button{font:inherit;padding:.5rem 1rem;border:0;border-radius:6px;background:#cf1322;color:#fff;cursor:pointer}'
  + 'nav{text-align:right}small{color:#595959}';

/** A whole page in one language, with a link to the same page in the other (lang=… in the query). */
function page(lang: Lang, switchQuery: string | null, body: string): string {
  const text = TEXT[lang];
  const other = switchQuery === null ? ''
    : `<nav><a href="${PATH}?${escapeHtml(`${switchQuery}&lang=${text.other.lang}`)}" lang="${text.other.htmlLang}">${text.other.label}</a></nav>`;
  return `<!doctype html><html lang="${text.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<meta name="robots" content="noindex"><title>${text.title} · GWN Cloud</title><style>${STYLE}</style></head><body>${other}${body}</body></html>`;
}

/**
 * What the e-mailed link opens: it names the enterprise and asks to confirm. The confirmation is a plain
 * form posting the token to the same path (no script: the CSP allows none), so following the link — as a
 * mail gateway scanning it does — changes nothing.
 */
export function confirmRemovalPage(p: { lang: Lang; token: string; enterprise: string }): string {
  const text = TEXT[p.lang];
  const token = escapeHtml(p.token);
  return page(p.lang, `token=${p.token}`, `<h1>${text.title}</h1><p>${text.asked(escapeHtml(p.enterprise))}</p>`
    + `<form method="post" action="${PATH}"><input type="hidden" name="token" value="${token}">`
    + `<input type="hidden" name="lang" value="${p.lang}"><button type="submit">${text.confirm}</button></form>`
    + `<p><small>${text.ignore}</small></p>`);
}

/** After the confirmation: the factor is off. */
export function removedPage(lang: Lang, enterprise: string): string {
  const text = TEXT[lang];
  return page(lang, null, `<h1>${text.removed}</h1><p>${text.removedFrom(escapeHtml(enterprise))}</p>`);
}

/** A token that is unknown, expired or spent (looked at or confirmed). */
export function deadLinkPage(lang: Lang, token: string | null): string {
  const text = TEXT[lang];
  return page(lang, token === null ? null : `token=${token}`, `<h1>${text.dead}</h1><p>${text.deadHint}</p>`);
}

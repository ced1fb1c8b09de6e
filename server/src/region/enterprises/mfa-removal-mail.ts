import { enterprises } from '@gwn/contract';

const { MFA_REMOVAL_LINK_HOURS } = enterprises;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The bilingual message that carries the MFA-removal link (the contact's language is not known here). */
export function mfaRemovalMail(p: { name: string; enterprise: string; link: string }) {
  const name = escapeHtml(p.name);
  const enterprise = escapeHtml(p.enterprise);
  const link = escapeHtml(p.link);
  return {
    subject: 'Remove two-factor authentication / 移除双因素认证',
    text: [
      `Hello ${p.name},`,
      `An administrator started removing two-factor authentication from ${p.enterprise}.`,
      `Open this link within ${MFA_REMOVAL_LINK_HOURS} hours to confirm (it works once): ${p.link}`,
      '',
      `${p.name}，您好：管理员发起了移除 ${p.enterprise} 双因素认证的操作。请在 ${MFA_REMOVAL_LINK_HOURS} 小时内打开以下链接确认（仅可使用一次）：${p.link}`,
    ].join('\n'),
    html: `<p>Hello ${name},</p><p>An administrator started removing two-factor authentication from <b>${enterprise}</b>.
Open <a href="${link}">this link</a> within ${MFA_REMOVAL_LINK_HOURS} hours to confirm; it works once.</p>
<p>${name}，您好：管理员发起了移除 <b>${enterprise}</b> 双因素认证的操作。请在 ${MFA_REMOVAL_LINK_HOURS} 小时内打开<a href="${link}">此链接</a>确认，链接仅可使用一次。</p>`,
  };
}

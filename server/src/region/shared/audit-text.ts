/** Characters of a long text (a rich-text body) an audit entry keeps: enough to read the change, bounded per entry. */
const AUDIT_TEXT_MAX = 4000;

export const auditText = (text: string) => (text.length > AUDIT_TEXT_MAX ? `${text.slice(0, AUDIT_TEXT_MAX)}… (${text.length} characters)` : text);

/**
 * Whether rich text shows any text: tags alone (an empty paragraph, a lone rule) are no content. The forms require
 * some, as the services do (15050); the editor sends "" for a document without any.
 */
export function hasVisibleText(html: string | undefined): boolean {
  return Boolean(html?.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim());
}

import { sanitizedPreview } from '../../components/rich-text-editor/preview.ts';

/**
 * The bulletin's HTML, through DOMPurify. Its own chunk, loaded by the banner only when a bulletin is shown:
 * DOMPurify (16 kB gzip) stays out of the shell every signed-in route loads (issue 27).
 */
export default function BulletinBody({ html }: { html: string }) {
  return <div className="bulletin-content" dangerouslySetInnerHTML={{ __html: sanitizedPreview(html) }} />;
}

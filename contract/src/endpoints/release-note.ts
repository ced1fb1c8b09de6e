import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** The release note (spec 3 "Release-note editor", §3, §5): one subject and one rich-text body per region. */
export const RELEASE_NOTE_LIMITS = {
  titleMax: 200,
  /** Characters of the body's HTML. */
  valueMax: 100_000,
} as const;

export const releaseNoteView = z.object({
  title: z.string(),
  /** Sanitized HTML. */
  value: z.string(),
  /** When it was last saved (epoch ms). */
  updateTime: z.number().int(),
});
export type ReleaseNoteView = z.infer<typeof releaseNoteView>;

export const info = endpoint({
  service: 'region', method: 'POST', path: '/admin/system/release_note/info', guard: 'releaseNote', audit: null,
  summary: 'The release note of the region, or null before one is saved',
  request: z.object({}),
  response: z.object({ releaseNote: releaseNoteView.nullable() }),
});

export const save = endpoint({
  service: 'region', method: 'POST', path: '/admin/system/release_note/save', guard: 'releaseNote', audit: 'releaseNoteSave',
  summary: 'Replaces the release note; the HTML is sanitized before it is stored (15050 when no text remains)',
  request: z.object({
    title: z.string().trim().min(1).max(RELEASE_NOTE_LIMITS.titleMax),
    value: z.string().min(1).max(RELEASE_NOTE_LIMITS.valueMax),
  }),
  response: z.object({ releaseNote: releaseNoteView }),
  maxBodyBytes: 2 * 1024 * 1024,
});

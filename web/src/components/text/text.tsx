import type { HTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names.ts';
import './text.css';

/** The tones of antd's Typography, drawn with its theme's colours. */
export type TextTone = 'secondary' | 'success' | 'warning' | 'danger';

interface TextProps extends HTMLAttributes<HTMLElement> {
  type?: TextTone;
  strong?: boolean;
  /** Inline code: monospace on a light box. */
  code?: boolean;
  /** A key to press, e.g. "Ctrl K". */
  keyboard?: boolean;
  /** One line, cut with "…" (the caller gives it a width). */
  ellipsis?: boolean;
}

const textClass = ({ type, strong, code, keyboard, ellipsis }: TextProps, ...more: (string | undefined)[]) =>
  classNames('text', type && `text-${type}`, strong && 'text-strong', code && 'text-code', keyboard && 'text-keyboard', ellipsis && 'text-ellipsis', ...more);

/**
 * Text, paragraphs and titles drawn like antd's Typography (issue #27). antd's Typography carries its editor and
 * copy button, and their TextArea, into every screen that shows a line of grey text: 15.8 kB gzip in the shell.
 * Copying is CopyText's (copy-text.tsx).
 */
export function Text({ type, strong, code, keyboard, ellipsis, className, ...rest }: TextProps) {
  const Element = code ? 'code' : keyboard ? 'kbd' : strong ? 'strong' : 'span';
  return <Element className={textClass({ type, strong, code, keyboard, ellipsis }, className)} {...rest} />;
}

export function Paragraph({ type, strong, code, keyboard, ellipsis, className, ...rest }: TextProps) {
  return <div className={textClass({ type, strong, code, keyboard, ellipsis }, 'text-paragraph', className)} {...rest} />;
}

interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** h1 to h5, as antd's: 38, 30, 24, 20 and 16 px. */
  level?: 1 | 2 | 3 | 4 | 5;
  type?: TextTone;
}

export function Title({ level = 1, type, className, ...rest }: TitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={classNames('text', 'text-title', type && `text-${type}`, className)} {...rest} />;
}

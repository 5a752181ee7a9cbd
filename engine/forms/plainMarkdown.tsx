import type { ReactNode } from 'react';

/**
 * Stand-in for markdown-to-jsx, which @rjsf/core imports for markdown descriptions and for its
 * own developer error messages. Meridian's forms never enable markdown, so plain text is the
 * same output for about 85 kB less JavaScript on every screen with a form. Wired in by a
 * resolve.alias of 'markdown-to-jsx/react' (vite.config.ts).
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}

export default Markdown;

import { useEffect, useRef } from 'react';

const HAS_LANGUAGE = /<code class="language-/;

/**
 * A document as read (sanitised by the server). Code blocks with a language are coloured after render by
 * a lazily loaded highlighter, so readers of documents without code never download it.
 */
export function DocumentBody({ html, testId }: { html: string; testId?: string }) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = body.current;
    if (!container || !HAS_LANGUAGE.test(html)) return;
    let current = true;
    void import('./highlightCode').then(({ highlightCodeBlocks }) => {
      if (current) highlightCodeBlocks(container);
    });
    return () => {
      current = false;
    };
  }, [html]);
  return <div ref={body} className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type Inline } from '@domain/content';
import { isInternalPath } from '@domain/security';
import { cn } from '../../lib/cn';

/** Words an admin may write as {{name}} and the page fills in (the shipping rule in the shopper's currency). */
export type MarkdownVars = Record<string, string>;

function fill(text: string, vars: MarkdownVars | undefined): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole);
}

function InlineNodes({ nodes, vars }: { nodes: readonly Inline[]; vars?: MarkdownVars }) {
  return (
    <>
      {nodes.map((node, i) => {
        if (node.type === 'text') return <Fragment key={i}>{fill(node.text, vars)}</Fragment>;
        const children = <InlineNodes nodes={node.children} vars={vars} />;
        if (node.type === 'strong') return <strong key={i}>{children}</strong>;
        if (node.type === 'em') return <em key={i}>{children}</em>;
        const className = 'font-semibold text-emerald underline underline-offset-4 hover:text-emerald-dark';
        // The parser only lets through site paths and http(s) addresses; only a site path stays in the app.
        return isInternalPath(node.href) ? (
          <Link key={i} to={node.href} className={className}>
            {children}
          </Link>
        ) : (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer" className={className}>
            {children}
          </a>
        );
      })}
    </>
  );
}

/**
 * Text an admin wrote in the safe Markdown subset (@domain/content), as React elements: never
 * HTML, whatever the text holds.
 */
export function MarkdownText({ source, vars, className }: { source: string; vars?: MarkdownVars; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  const out: ReactNode[] = blocks.map((b, i) => {
    if (b.type === 'heading') {
      const Heading = b.level === 2 ? 'h2' : 'h3';
      return (
        <Heading key={i} className={cn('font-display font-semibold text-ink', b.level === 2 ? 'mt-8 text-xl first:mt-0' : 'mt-6 text-lg first:mt-0')}>
          <InlineNodes nodes={b.children} vars={vars} />
        </Heading>
      );
    }
    if (b.type === 'paragraph') {
      return (
        <p key={i} className="mt-3 leading-relaxed text-ink-soft first:mt-0">
          {b.lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              <InlineNodes nodes={line} vars={vars} />
            </Fragment>
          ))}
        </p>
      );
    }
    const List = b.ordered ? 'ol' : 'ul';
    return (
      <List key={i} className={cn('mt-3 grid gap-1.5 ps-6 leading-relaxed text-ink-soft first:mt-0', b.ordered ? 'list-decimal' : 'list-disc')}>
        {b.items.map((item, j) => (
          <li key={j}>
            <InlineNodes nodes={item} vars={vars} />
          </li>
        ))}
      </List>
    );
  });
  return <div className={cn('break-words', className)}>{out}</div>;
}

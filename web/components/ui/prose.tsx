// A page's written body (an article, a blog post, a price guide, one of the site's own texts): set
// for reading — a measure of about 70 characters, space between sections. Either its headings and
// paragraphs as the content API gives them, as text (nothing in them is read as markup), or HTML
// the BFF rendered from the site's own Markdown and sanitised (decision 074) — never anything else.
export interface ProseBlock {
  readonly kind: string;
  readonly text: string;
}

type ProseBody = { readonly blocks: readonly ProseBlock[] } | { readonly html: string };

export function Prose({ testId, ...body }: ProseBody & { testId?: string }) {
  if ('html' in body) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the BFF (bff/site-documents/markdown.ts).
    return <div className="prose" data-testid={testId} dangerouslySetInnerHTML={{ __html: body.html }} />;
  }
  return (
    <div className="prose" data-testid={testId}>
      {body.blocks.map((block, index) =>
        block.kind === 'heading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the body's blocks keep their order.
          <h2 key={index}>{block.text}</h2>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the body's blocks keep their order.
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}

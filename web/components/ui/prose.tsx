// A page's written body (an article, a blog post, a price guide): its headings and paragraphs as
// the content API gives them, set for reading — a measure of about 70 characters, space between
// sections. Text only: nothing in the body is read as markup.
export interface ProseBlock {
  readonly kind: string;
  readonly text: string;
}

export function Prose({ blocks, testId }: { blocks: readonly ProseBlock[]; testId?: string }) {
  return (
    <div className="prose" data-testid={testId}>
      {blocks.map((block, index) =>
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

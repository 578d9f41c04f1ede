// A destructive action asked about in place, where its button was: the question, the action's own
// button (danger, held while it runs) and one that keeps things as they are. The question takes
// the focus when it appears, so a screen reader says it at once; where the focus goes when the
// person keeps things is the caller's to say (usually the button that asked).
import { type ReactNode, useEffect, useRef } from 'react';

export function InlineConfirm({
  question,
  confirm,
  keep,
  busy = false,
  onConfirm,
  onKeep,
  testId,
}: {
  question: ReactNode;
  // The confirming button's words, and the keeping one's.
  confirm: ReactNode;
  keep: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onKeep: () => void;
  // On the confirming button.
  testId?: string;
}) {
  const asked = useRef<HTMLParagraphElement>(null);
  useEffect(() => asked.current?.focus(), []);
  return (
    <div className="inline-confirm">
      <p ref={asked} tabIndex={-1}>
        {question}
      </p>
      <div className="actions">
        <button type="button" className="button danger" disabled={busy} onClick={onConfirm} data-testid={testId}>
          {confirm}
        </button>
        <button type="button" className="button ghost" onClick={onKeep}>
          {keep}
        </button>
      </div>
    </div>
  );
}

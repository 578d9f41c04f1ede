// A tick box with its label beside it (the label is the touch target) and an optional hint tied to
// it. The design system's one tick box; the page owns whether it is ticked.
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export function Checkbox({
  label,
  hint,
  id: givenId,
  ...input
}: { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  return (
    <div className="check">
      <input id={id} type="checkbox" aria-describedby={hint ? hintId : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint check-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

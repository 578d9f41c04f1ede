// An on/off switch that acts at once (a setting saved as it is flipped), with its label beside it
// and an optional hint tied to it; unlike a tick box in a form, nothing else has to be submitted.
// A checkbox with the switch role: keyboards (Space), screen readers ("on"/"off") and forms know it.
// While the change is saved the switch is busy: it shows the position the person chose and keeps
// the focus, but does not flip again until the answer is in.
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export function Switch({
  label,
  hint,
  checked,
  busy = false,
  id: givenId,
  onChange,
  ...input
}: { label: ReactNode; hint?: ReactNode; checked: boolean; busy?: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'checked'
>) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  return (
    <div className="switch">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-describedby={hint ? hintId : undefined}
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
        // Not disabled while busy, which would drop the keyboard's focus: a flip is not passed on,
        // so the switch stays where its owner holds it.
        onChange={(event) => {
          if (!busy) onChange?.(event);
        }}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="field-hint switch-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

// The heading of one step of a sign-in flow. When a step replaces another, focus moves to its
// heading, so keyboard and screen-reader users start reading the new step (not on page load).
import { type ReactNode, useEffect, useRef } from 'react';

export function StepHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h2 ref={heading} tabIndex={-1} className="step-heading">
      {children}
    </h2>
  );
}

// Progress through a form of numbered steps: "Step 2 of 5" and a bar, with the current one marked.
import { useLingui } from '@lingui/react';

export function StepProgress({ current, total }: { current: number; total: number }) {
  const { i18n } = useLingui();
  const label = i18n._({ id: 'ui.steps.progress', message: 'Step {current} of {total}', values: { current, total } });
  return (
    <div className="step-progress">
      <p className="step-progress-label">{label}</p>
      <progress max={total} value={current} aria-label={label} />
    </div>
  );
}

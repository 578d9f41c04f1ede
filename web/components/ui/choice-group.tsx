// A group of radio buttons or checkboxes under one visible legend (the job form's questions, a
// company's legal form …), with its error announced and tied to the group (WCAG 1.3.1, 3.3.1).
import { useId } from 'react';

export interface Choice {
  readonly value: string;
  readonly label: string;
}

export function ChoiceGroup({
  legend,
  hint,
  name,
  type,
  choices,
  selected,
  error,
  onChange,
  testId,
}: {
  legend: string;
  hint?: string | null;
  name: string;
  type: 'radio' | 'checkbox';
  choices: readonly Choice[];
  selected: readonly string[];
  error?: string | null;
  onChange: (selected: string[]) => void;
  testId?: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={error ? 'choice-group field-invalid' : 'choice-group'}
      aria-describedby={described}
      aria-invalid={error ? true : undefined}
      data-testid={testId}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {choices.map((choice) => (
        <label key={choice.value} className="choice">
          <input
            type={type}
            name={name}
            value={choice.value}
            checked={selected.includes(choice.value)}
            onChange={(event) => {
              if (type === 'radio') onChange([choice.value]);
              else
                onChange(
                  event.target.checked
                    ? [...selected, choice.value]
                    : selected.filter((value) => value !== choice.value),
                );
            }}
          />
          <span>{choice.label}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

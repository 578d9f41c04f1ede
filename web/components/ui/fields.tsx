// Labelled form controls with their hint and error tied to the control (WCAG 1.3.1, 3.3.1): the
// error is announced, the control is marked invalid, and the label is always visible.
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FieldFrame {
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string | null;
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? hintId : '', error ? errorId : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Frame({
  id,
  hintId,
  errorId,
  label,
  hint,
  error,
  children,
}: FieldFrame & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function useFieldIds(given: string | undefined) {
  const generated = useId();
  const id = given ?? generated;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

export function TextField({
  label,
  hint,
  error,
  id: givenId,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const ids = useFieldIds(givenId);
  return (
    <Frame {...ids} label={label} hint={hint} error={error}>
      <input
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error)}
        {...input}
      />
    </Frame>
  );
}

export function TextArea({
  label,
  hint,
  error,
  id: givenId,
  ...input
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(givenId);
  return (
    <Frame {...ids} label={label} hint={hint} error={error}>
      <textarea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error)}
        {...input}
      />
    </Frame>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export function SelectField({
  label,
  hint,
  error,
  id: givenId,
  options,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly SelectOption[] }) {
  const ids = useFieldIds(givenId);
  return (
    <Frame {...ids} label={label} hint={hint} error={error}>
      <select
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hintId, ids.errorId, hint, error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

// A whole-form message (the answer of a mutation), announced when it appears.
export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`form-message form-message-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

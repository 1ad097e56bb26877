/**
 * A labelled form control with its hint and error tied to it (aria-describedby, aria-invalid), for
 * react-hook-form's `register(...)` props. Errors are the console's own sentences, never zod's.
 * A text field takes its direction from what is typed (`dir="auto"`): in the Arabic console a
 * Latin address or name reads from its beginning instead of being cut off at its start.
 */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel']);

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export function Field({ label, error, hint, id, ...input }: FieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        dir={TEXT_TYPES.has(input.type ?? 'text') ? 'auto' : undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

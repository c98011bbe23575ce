import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export type FieldProps = {
  label: string;
  /** Shown in red under the control, which is then marked invalid. */
  error?: string;
  helper?: string;
  disabled?: boolean;
};

/** What a field hands its control: the label's target and the texts that describe it. */
export type ControlProps = {
  id: string;
  disabled?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** A label, one control and its error or helper text, wired to each other. */
export function Field({ label, error, helper, disabled, children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = [error && errorId, helper && helperId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="hb-auth-field" data-disabled={disabled || undefined}>
      <label className="hb-auth-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <div id={errorId} className="hb-auth-error-text" aria-live="polite">
          {error}
        </div>
      )}
      {helper && (
        <div id={helperId} className="hb-auth-helper">
          {helper}
        </div>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled text input (e-mail, code). */
export function TextField({ label, error, helper, disabled, ...input }: FieldProps & InputProps) {
  return (
    <Field label={label} error={error} helper={helper} disabled={disabled}>
      {(control) => <input className="hb-auth-input" {...input} {...control} />}
    </Field>
  );
}

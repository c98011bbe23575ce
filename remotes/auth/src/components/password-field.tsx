import { useState, type InputHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';
import { EyeIcon, EyeOffIcon } from './icons';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled password input with a control to show or hide what was typed. */
export function PasswordField({ label, error, helper, disabled, ...input }: FieldProps & InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} helper={helper} disabled={disabled}>
      {(control) => (
        <div className="hb-auth-password">
          <input className="hb-auth-input" type={visible ? 'text' : 'password'} {...input} {...control} />
          <button
            type="button"
            className="hb-auth-toggle"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </Field>
  );
}

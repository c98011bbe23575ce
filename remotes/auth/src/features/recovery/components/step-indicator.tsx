const STEPS = ['Email', 'Verification code', 'New password'] as const;

/** 'Step N of 3' and three circles, the done and current ones filled. */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <div className="hb-auth-steps">
      <p className="hb-auth-steps-label" aria-live="polite">
        Step {step} of 3
      </p>
      <ol className="hb-auth-steps-list" aria-label="Progress">
        {STEPS.map((name, i) => {
          const n = i + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <li key={name} className="hb-auth-step" aria-current={state === 'current' ? 'step' : undefined}>
              <span className="hb-auth-step-circle" data-testid="step-circle" data-state={state}>
                {n}
                <span className="hb-auth-visually-hidden">
                  {name}
                  {state === 'done' ? ' (done)' : state === 'current' ? ' (current)' : ''}
                </span>
              </span>
              {n < STEPS.length && <span className="hb-auth-step-line" data-done={n < step || undefined} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

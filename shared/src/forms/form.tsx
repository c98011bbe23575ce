import { cloneElement, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { FormProvider, get, useForm, useFormContext, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@haulboard/shared/ui';

export type ZodFormOptions<S extends z.ZodType<any, any>> = Omit<UseFormProps<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues>, 'resolver'> & {
  /**
   * What an empty required field reads, by name (`{ pickup_date: 'Pickup date is required' }`),
   * in place of the schema's format message ('must be a date as YYYY-MM-DD' says nothing to
   * someone who has not picked a date yet).
   */
  requiredMessages?: Record<string, string>;
};

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A schema, or a function loading it: `() => import('@haulboard/shared/contracts').then((m) => m.CreateLoadSchema)`.
 * Loaded, the contracts entry brings zod whole (90 KiB gzip) onto a screen's first load; a
 * form whose screen must stay light loads it at its first validation instead (a field left,
 * or a submit).
 */
export type SchemaSource<S> = S | (() => Promise<S>);

/**
 * A react-hook-form form validated by a zod input schema from `contracts` (the server checks
 * the same one): fields hold what is typed, `handleSubmit` hands over the parsed values
 * (numbers as numbers, empty decimals as null). Errors show once a field is left, then as it changes.
 */
export function useZodForm<S extends z.ZodType<any, any>>(
  source: SchemaSource<S>,
  options: ZodFormOptions<S> = {},
): UseFormReturn<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues> {
  const { requiredMessages, ...formOptions } = options;
  const loaded = useRef<Resolver<FieldValues> | null>(null);
  const base: Resolver<FieldValues> = async (values, context, resolverOptions) => {
    if (!loaded.current) {
      // The resolver's code (about 3 KiB gzip) comes with the first validation too, as the schema
      // may: no screen's first load carries it (the load detail was over its 300 KiB budget).
      const [schema, { zodResolver }] = await Promise.all([typeof source === 'function' ? source() : source, import('@hookform/resolvers/zod')]);
      loaded.current = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
    }
    return loaded.current(values, context, resolverOptions);
  };
  const resolver: Resolver<FieldValues> = async (values, context, resolverOptions) => {
    const result = await base(values, context, resolverOptions);
    for (const [name, message] of Object.entries(requiredMessages ?? {})) {
      const error = get(result.errors, name) as { message?: string } | undefined;
      if (error && isBlank(get(values, name))) error.message = message;
    }
    return result;
  };
  return useForm<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues>({
    mode: 'onTouched',
    ...formOptions,
    resolver: resolver as never,
  });
}

/** Gives the fields inside it (FormField) the form's errors; the form element is the caller's (or FormDialog's). */
export function FormScope<T extends FieldValues, R extends FieldValues>({ form, children }: { form: UseFormReturn<T, unknown, R>; children: ReactNode }) {
  return <FormProvider {...(form as unknown as UseFormReturn<FieldValues>)}>{children}</FormProvider>;
}

export type FormFieldProps = {
  /** The field's name in the form: its error is shown under it. */
  name: string;
  label: ReactNode;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  /** The one control: Input, NativeSelect.Field, Textarea... registered with `form.register(name)`. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
};

/**
 * A locked field (a trailer's name while its truck is assigned) still shows its value in full: at
 * the default half opacity it read as a placeholder. A muted background says it cannot be changed.
 */
const LOCKED = {
  '& :is(input, select, textarea):disabled': { opacity: 1, color: 'fg', bg: 'bg.muted', cursor: 'not-allowed' },
  '& label': { opacity: 1 },
} as const;

/**
 * A label with the required mark, the control, a hint and the field's error. The control gets
 * its id, `aria-invalid` and `required` from the field around it, and `aria-describedby` naming
 * the hint and the error here (the field itself names the error only in `aria-errormessage`,
 * which few screen readers read), so the error is read with the control.
 */
export function FormField({ name, label, required, helperText, disabled, children }: FormFieldProps) {
  const { formState } = useFormContext();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-hint` };
  const describedBy = [helperText ? ids.helperText : null, message ? ids.errorText : null].filter(Boolean).join(' ');
  return (
    <Field.Root id={id} ids={ids} invalid={Boolean(message)} required={required} disabled={disabled} css={disabled ? LOCKED : undefined}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {cloneElement(children, { 'aria-describedby': describedBy || undefined })}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {/* red.fg, not the recipe's fg.error (red.500: 3.8:1 on white, under WCAG's 4.5:1). */}
      {message ? <Field.ErrorText color="red.fg">{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}

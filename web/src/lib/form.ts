// One form helper: values kept while the server refuses them, field errors from the shared zod schema
// (core/schemas, with the spec's messages) or from the server's `fields`.
import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { HttpError } from './api.ts';

export type FieldErrors = Record<string, string | undefined>;

export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export function useForm<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key as string]: undefined }));
  };
  /** A text field bound to a string value: its value, its error, and typing clears the error. */
  const field = <K extends TextKey<V>>(key: K) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value as V[K]),
  });
  /** Parses with the schema; on failure shows the messages and returns undefined. */
  function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | undefined {
    const result = schema.safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(issuesToErrors(result.error.issues));
    return undefined;
  }
  /** Shows the server's per-field messages next to the fields. */
  function showServerErrors(error: unknown) {
    if (error instanceof HttpError && error.fields) {
      setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, v[0]])));
    }
  }
  return {
    values,
    setValues,
    set,
    field,
    errors,
    setErrors,
    parse,
    showServerErrors,
    reset: () => setValues(initial),
  };
}

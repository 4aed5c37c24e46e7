/** The JSON body of every error the API answers. */
export type ApiErrorBody = {
  error: string;
  message: string;
  /** Per-field messages for validation errors, keyed by field name. */
  fieldErrors?: Record<string, string>;
};

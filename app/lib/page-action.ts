/** What a form on a back-office page gets back from its route action. */
export interface FormActionResult {
  intent: string;
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
}

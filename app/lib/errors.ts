/** What a log line says of a failure: the message of an Error, whatever else was thrown as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Fields the forms add for abuse checks; the server reads them, then drops them. */
export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "formToken";

/**
 * What a POST's body may weigh, in one place. server/app.mjs refuses a declared length over its
 * address's limit before anything is read, and Node's parser reads no more of a body than its
 * declared length; the upload route checks the same limit itself (the development server has no
 * such step). A form's fields fit in 64 KB; the team's image uploads are the one address that
 * takes more: the file, and the few fields of its form around it.
 */

/** What an uploaded image may weigh. */
export const MAX_UPLOAD_BYTES = 12 * 1024 * 1024;
/** Where the Photo field of an entry's form sends the file. */
export const UPLOAD_PATH = "/admin/content/media";

const FORM_BYTES = 64 * 1024;
export const UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + FORM_BYTES;

/** A megabyte count as the team reads it: "12", "1.5". */
export const megabytes = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10);

/** An upload refused for its size, in the Photo field's words. */
export const uploadTooLarge = `This file is too large: an image may be at most ${megabytes(MAX_UPLOAD_BYTES)} MB.`;

/**
 * An address's limit, with the answer the page that posts there reads when a post is over it:
 * the Photo field reads JSON; a form's page gets the server's own words.
 */
export function postLimit(pathname: string): {
  bytes: number;
  refusal?: { ok: false; message: string };
} {
  // Back-office routes match in any letter case: so does their limit.
  if (pathname.toLowerCase() === UPLOAD_PATH) {
    return { bytes: UPLOAD_BODY_BYTES, refusal: { ok: false, message: uploadTooLarge } };
  }
  return { bytes: FORM_BYTES };
}

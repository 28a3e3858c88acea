/**
 * One address per page. React Router matches routes in any letter case and reads `%61` as `a`,
 * so /About-Us, /ADMIN/leads and /%61dmin/leads would each be a second address of a page, and
 * one that slips past whatever tests the spelling (the back office's headers, nginx's
 * locations). A page is read at its one spelling: lower case, no trailing slash, a single
 * leading slash, unreserved characters unescaped and other escapes in upper case (RFC 3986).
 */

/**
 * The part of a signed link after these is its token, base64url: its case is its value (a
 * set-password link, a booking's reschedule-and-cancel page and its calendar file); so is the
 * name of a hashed file of a preview of the drafts (app/routes/admin/preview.ts).
 */
const tokenLink =
  /^(\/admin\/set-password\/|\/book\/manage\/|\/fr\/reserver\/gerer\/|\/admin\/preview\/\d+\/assets\/)(.*)$/is;

/** An escape of a character that needs none (a letter, a digit, `-._~`) is that character. */
const normalizeEscape = (code) => {
  const char = String.fromCharCode(Number.parseInt(code.slice(1), 16));
  return /^[\w.~-]$/.test(char) ? char.toLowerCase() : code.toUpperCase();
};

const lowerCase = (path) =>
  path.replace(/%[0-9a-f]{2}|[A-Z]/gi, (match) =>
    match.length === 3 ? normalizeEscape(match) : match.toLowerCase(),
  );

/**
 * The one spelling of a path. `isFile` names the static files: they are served under their own
 * names (hashed assets carry capitals), so only their slashes are corrected.
 */
export function canonicalPath(pathname, isFile = () => false) {
  const trimmed =
    pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") : pathname;
  // One leading slash: "//evil.example" must not become a protocol-relative address.
  const path = `/${trimmed.replace(/^\/+/, "")}`;
  if (isFile(path)) return path;
  const [, fixed = path, token = ""] = tokenLink.exec(path) ?? [];
  return lowerCase(fixed) + token;
}

/** GET and HEAD for another spelling of an address answer 301 to its one spelling, query kept. */
export function canonicalAddresses(files) {
  const isFile = (path) => {
    try {
      return files.has(decodeURIComponent(path));
    } catch {
      return false;
    }
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const canonical = canonicalPath(req.path, isFile);
    if (canonical === req.path) return next();
    res.redirect(301, `${canonical}${req.originalUrl.slice(req.path.length)}`);
  };
}

import { useState } from "react";

/**
 * Whether a panel has been opened at least once. A menu that only JavaScript can open is not
 * written into the prerendered HTML: it costs every page bytes and parse time on a phone, and is
 * rendered the first time it opens (then kept, so it keeps its state and closes in place).
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

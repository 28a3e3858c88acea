import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useMessages } from "~/i18n/messages";

/** Navigations faster than this show no loader, so quick page changes do not flash. */
export const LOADER_DELAY_MS = 150;

export function PageLoader() {
  const m = useMessages();
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60]"
    >
      {visible ? (
        <div className="flex justify-center pt-24">
          <div className="flex items-center gap-3 rounded-full border border-night-line bg-night-raised/95 px-4 py-2 text-on-night text-sm shadow-2xl shadow-black/40">
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-white/20 border-t-aurora-sky"
            />
            {m.loader}
          </div>
        </div>
      ) : null}
    </div>
  );
}

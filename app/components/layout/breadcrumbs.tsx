import { Fragment } from "react";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useMessages } from "~/i18n/messages";

export type Crumb = { label: string; to?: string };

/** Home / section / page; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const m = useMessages();
  return (
    <nav aria-label={m.sections.breadcrumb} className="border-paper-line border-b bg-paper-raised">
      <ol className="container-page flex flex-wrap items-center gap-x-2 gap-y-1 py-3 text-ink-muted text-sm">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.label}>
              <li className="flex items-center">
                {crumb.to && !last ? (
                  <Link
                    to={crumb.to}
                    className="inline-flex min-h-11 items-center hover:text-ink hover:underline"
                  >
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current={last ? "page" : undefined} className="font-medium text-ink">
                    {crumb.label}
                  </span>
                )}
              </li>
              {last ? null : (
                <li aria-hidden="true" className="flex items-center">
                  <Icon name="chevron-right" className="size-4" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}

import { isRouteErrorResponse, NavLink, Outlet, useRouteLoaderData } from "react-router";
import { AdminButton, PostForm } from "~/components/admin/ui";
import { LogoMark } from "~/components/layout/logo";
import { editsContent } from "~/lib/admin/roles";
import { requireStaff } from "~/lib/admin/session.server";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/shell";

/** Each page names itself; a page that failed is named here, by what went wrong. */
export const meta = ({ error }: Route.MetaArgs) => {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Something went wrong";
  return [
    { title: `${title} · Maplestack back office` },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export async function loader({ request }: Route.LoaderArgs) {
  const { staff, csrf } = await requireStaff(request);
  const { name, email, role, contentLanguage } = staff;
  return { staff: { name, email, role, contentLanguage }, csrf };
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-sm",
    isActive ? "bg-night-card text-on-night" : "text-on-night-muted hover:text-on-night",
  );

function Frame({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/shell");
  return (
    <>
      <a
        href="#main"
        className="not-focus:sr-only fixed top-3 left-3 z-[70] inline-flex min-h-11 items-center rounded-full bg-paper px-5 font-semibold text-ink shadow-lift"
      >
        Skip to content
      </a>
      <header className="on-night border-night-line border-b bg-night text-on-night">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2 sm:px-6">
          <p className="flex items-center gap-2 font-semibold tracking-tight">
            <LogoMark className="size-7" />
            Maplestack <span className="font-normal text-on-night-muted">back office</span>
          </p>
          {data ? (
            <>
              <nav aria-label="Back office" className="flex flex-wrap gap-1">
                <NavLink to="/admin/leads" className={navClass}>
                  Leads
                </NavLink>
                <NavLink to="/admin/bookings" className={navClass}>
                  Bookings
                </NavLink>
                <NavLink to="/admin/subscribers" className={navClass}>
                  Newsletter
                </NavLink>
                <NavLink to="/admin/analytics" className={navClass}>
                  Analytics
                </NavLink>
                {editsContent(data.staff) ? (
                  <>
                    <NavLink to="/admin/content" className={navClass}>
                      Content
                    </NavLink>
                    <NavLink to="/admin/redirects" className={navClass}>
                      Redirects
                    </NavLink>
                  </>
                ) : null}
                <NavLink to="/admin/account" className={navClass}>
                  My account
                </NavLink>
                {data.staff.role === "owner" ? (
                  <>
                    <NavLink to="/admin/staff" className={navClass}>
                      Team
                    </NavLink>
                    <NavLink to="/admin/audit" className={navClass}>
                      Audit log
                    </NavLink>
                  </>
                ) : null}
              </nav>
              <div className="ml-auto flex items-center gap-3 text-sm">
                <span className="text-on-night-muted">{data.staff.email}</span>
                <PostForm csrf={data.csrf} action="/admin/sign-out" reloadDocument>
                  <AdminButton tone="night" className="min-h-10">
                    Sign out
                  </AdminButton>
                </PostForm>
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="min-h-dvh bg-paper text-ink outline-none">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{children}</div>
      </main>
    </>
  );
}

export default function Shell() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : status === 404
        ? "There is nothing at this address."
        : "Something went wrong on our side. Try again in a moment.";
  return (
    <Frame>
      <h1 className="font-semibold text-2xl">
        {status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-ink-muted">{message}</p>
    </Frame>
  );
}

/**
 * The back office's few building blocks: plain, dense and legible, in the site's palette. It is
 * a tool for the team, so it favours tables, labels and clear states over the public site's
 * artwork.
 */
import type { ComponentProps, ReactNode } from "react";
import { Form, Link } from "react-router";
import { LogoMark } from "~/components/layout/logo";
import { site } from "~/content/site";
import { CSRF_FIELD } from "~/lib/admin/fields";
import { cn } from "~/lib/cn";

export const fieldClass =
  "mt-1.5 block w-full min-h-11 rounded-lg border border-field-line bg-paper-raised px-3 py-2 text-base text-ink";
export const labelClass = "block font-medium text-ink text-sm";

export function AdminButton({
  className,
  tone = "primary",
  type = "submit",
  ...props
}: ComponentProps<"button"> & { tone?: "primary" | "quiet" | "danger" | "night" }) {
  return (
    <button
      type={type}
      className={cn(
        "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold text-sm transition",
        tone === "primary" && "bg-ink text-paper hover:bg-ink/85",
        tone === "quiet" && "border border-paper-line bg-paper-raised text-ink hover:bg-paper",
        tone === "danger" && "bg-danger text-paper-raised hover:brightness-110",
        tone === "night" &&
          "border border-night-line bg-night-card text-on-night hover:bg-night-raised",
        className,
      )}
      {...props}
    />
  );
}

/** A state-changing form of the back office: POST with the session's CSRF token. */
export function PostForm({
  csrf,
  children,
  ...props
}: Omit<ComponentProps<typeof Form>, "method"> & { csrf: string }) {
  return (
    <Form method="post" {...props}>
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      {children}
    </Form>
  );
}

/** Where a sensitive change waits for the person to give their password again. */
export function ConfirmFirst({ back }: { back: string }) {
  return (
    <p className="mt-4 max-w-prose text-sm">
      Changes here ask for your password first.{" "}
      <Link
        to={`/admin/confirm?next=${encodeURIComponent(back)}`}
        className="font-semibold text-accent-strong underline underline-offset-4"
      >
        Confirm it's you
      </Link>
    </p>
  );
}

export function Notice({
  tone,
  children,
  id,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  id?: string;
}) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-lg border px-4 py-3 text-sm",
        tone === "error" && "border-danger/40 bg-danger-soft text-danger",
        tone === "success" && "border-success/40 bg-success-soft text-success",
        tone === "info" && "border-paper-line bg-paper-raised text-ink",
      )}
    >
      {children}
    </div>
  );
}

/** The pages before signing in: one card in the middle of the screen. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-paper px-4 py-10">
      <div className="w-full max-w-md rounded-card border border-paper-line bg-paper-raised p-8 shadow-card">
        <p className="flex items-center gap-2.5 font-semibold text-ink text-lg tracking-tight">
          <LogoMark />
          {site.name}
        </p>
        <p className="mt-6 font-medium text-ink-muted text-sm uppercase tracking-wide">
          Back office
        </p>
        <h1 className="mt-1 font-semibold text-2xl text-ink">{title}</h1>
        <div className="mt-6 grid gap-5">{children}</div>
      </div>
    </main>
  );
}

export const statusLabels: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

const statusTones: Record<string, string> = {
  new: "bg-aurora-sky-deep/10 text-aurora-sky-deep border-aurora-sky-deep/30",
  contacted: "bg-accent-strong/10 text-accent-strong border-accent-strong/30",
  qualified: "bg-aurora-teal-deep/10 text-aurora-teal-deep border-aurora-teal-deep/30",
  won: "bg-success-soft text-success border-success/30",
  lost: "bg-paper text-ink-muted border-paper-line",
  spam: "bg-danger-soft text-danger border-danger/30",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs",
        statusTones[status] ?? statusTones.lost,
      )}
    >
      {statusLabels[status] ?? status}
    </span>
  );
}

/** Newer and older pages of a list, with where the reader is. */
export function Pager({
  label,
  page,
  pages,
  href,
  newer,
  older,
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  newer: string;
  older: string;
}) {
  if (pages <= 1) return null;
  const link = "inline-flex min-h-11 items-center underline underline-offset-4";
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link}>
          {newer}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className={link}>
          {older}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The six-digit code of an authenticator app. */
export function CodeField({ label, describedBy }: { label: string; describedBy?: string }) {
  return (
    <div>
      <label htmlFor="code" className={labelClass}>
        {label}
      </label>
      <input
        id="code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        required
        aria-describedby={describedBy}
        className={fieldClass}
      />
    </div>
  );
}

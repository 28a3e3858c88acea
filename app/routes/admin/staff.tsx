import { data } from "react-router";
import { z } from "zod";
import {
  AdminButton,
  ConfirmFirst,
  fieldClass,
  labelClass,
  Notice,
  PostForm,
} from "~/components/admin/ui";
import { accessOfChoice, ROLE_CHOICES, roleChoiceOf, roleLabel } from "~/lib/admin/roles";
import { readPost, requireRecentAuth, requireStaff } from "~/lib/admin/session.server";
import { torontoDateTime } from "~/lib/admin/time";
import type { Route } from "./+types/staff";

export const meta = () => [
  { title: "Team · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireStaff(request, { role: "owner" });
  const { auth, csrf, staff } = session;
  const people = await auth.listStaff();
  return {
    csrf,
    confirmed: auth.recentlyConfirmed(session),
    me: staff.id,
    people: people.map((person) => ({ ...person, since: torontoDateTime(person.createdAt) })),
  };
}

const newPerson = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address.")),
  name: z.string().trim().min(1, "Enter the person's name.").max(100),
  role: z
    .string()
    .transform((value) => accessOfChoice(value))
    .pipe(
      z.custom<NonNullable<ReturnType<typeof accessOfChoice>>>((value) => value, "Choose a role."),
    ),
});

/** A link to pass on to the person, by a channel the owner trusts (shown once, never stored). */
const linkFor = (request: Request, token: string) =>
  `${new URL(request.url).origin}/admin/set-password/${token}`;

export async function action({ request }: Route.ActionArgs) {
  const session = await requireStaff(request, { role: "owner" });
  const form = await readPost(request, session);
  requireRecentAuth(session, "/admin/staff");
  const { audit, auth, staff: me } = session;
  const intent = form.get("intent");
  if (intent === "add") {
    const parsed = newPerson.safeParse(Object.fromEntries(form));
    if (!parsed.success) return data({ error: parsed.error.issues[0]?.message, link: null }, 400);
    if (await auth.staffByEmail(parsed.data.email)) {
      return data({ error: "That email address already has an account.", link: null }, 400);
    }
    const { email, name, role } = parsed.data;
    const person = await auth.createStaff({ email, name, ...role });
    await audit.record(me, `added ${roleLabel(person).toLowerCase()}`, { detail: person.email });
    const token = await auth.issueLink(person.id);
    return {
      error: null,
      link: { email: person.email, url: linkFor(request, token) },
    };
  }
  const id = Number(form.get("id"));
  const person = Number.isSafeInteger(id) ? await auth.staffById(id) : undefined;
  if (!person) return data({ error: "There is no such account.", link: null }, 404);
  if (person.id === me.id && intent !== "link") {
    return data({ error: "Another owner has to change your own role or access.", link: null }, 400);
  }
  if (intent === "link") {
    const token = await auth.issueLink(person.id);
    await audit.record(me, "issued a sign-in link", { detail: person.email });
    return { error: null, link: { email: person.email, url: linkFor(request, token) } };
  }
  if (intent === "role") {
    const access = accessOfChoice(form.get("role"));
    if (!access) return data({ error: "Choose one of the roles offered.", link: null }, 400);
    await auth.setRole(me, person.id, access);
  } else if (intent === "disable" || intent === "enable") {
    await auth.setDisabled(me, person.id, intent === "disable");
  } else if (intent === "totp-off") {
    await auth.disableTotp(me, person.id);
  } else {
    return data({ error: "This change is not one the page offers.", link: null }, 400);
  }
  return { error: null, link: null };
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { people, csrf, me, confirmed } = loaderData;
  return (
    <>
      <h1 className="font-semibold text-3xl tracking-tight">Team</h1>
      <p className="mt-1 max-w-prose text-ink-muted">
        Staff work the leads, bookings and newsletter. Editors also change the site's words, in both
        languages or in one. Owners do all of it, manage the team and read the audit log. A new
        person, or one who forgot their password, gets a one-time link to set it: it works once, for
        three days.
      </p>
      {confirmed ? null : <ConfirmFirst back="/admin/staff" />}
      <div className="mt-4 grid gap-3" aria-live="polite">
        {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
        {actionData?.link ? (
          <Notice tone="success">
            Send this link to {actionData.link.email} yourself; it is shown only now:{" "}
            <code className="mt-2 block break-all rounded bg-paper-raised p-2 text-ink">
              {actionData.link.url}
            </code>
          </Notice>
        ) : null}
      </div>

      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
        tabIndex={0}
        aria-label="Team table"
        className="mt-6 overflow-x-auto rounded-card border border-paper-line bg-paper-raised"
      >
        <table className="w-full min-w-[48rem] text-left text-sm">
          <caption className="sr-only">Team accounts</caption>
          <thead className="border-paper-line border-b bg-paper text-ink-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Person
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Role
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Sign-in
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Changes
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.id} className="border-paper-line border-b align-top last:border-0">
                <td className="px-4 py-3">
                  <span className="font-semibold">{person.name}</span>
                  <span className="block text-ink-muted">{person.email}</span>
                  <span className="block text-ink-muted text-xs">since {person.since}</span>
                </td>
                <td className="px-4 py-3">
                  {person.id === me ? roleLabel(person) : <RoleForm csrf={csrf} person={person} />}
                </td>
                <td className="px-4 py-3">
                  {person.disabledAt
                    ? "Disabled"
                    : person.hasPassword
                      ? person.hasTotp
                        ? "Password and app code"
                        : "Password"
                      : "Link not used yet"}
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">
                    <Action csrf={csrf} id={person.id} intent="link" person={person.name}>
                      New link
                    </Action>
                    {person.id !== me ? (
                      <>
                        <Action
                          csrf={csrf}
                          id={person.id}
                          intent={person.disabledAt ? "enable" : "disable"}
                          person={person.name}
                        >
                          {person.disabledAt ? "Enable" : "Disable"}
                        </Action>
                        {person.hasTotp ? (
                          <Action csrf={csrf} id={person.id} intent="totp-off" person={person.name}>
                            Turn off app code
                          </Action>
                        ) : null}
                      </>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section
        aria-labelledby="add-heading"
        className="mt-8 max-w-2xl rounded-card border border-paper-line bg-paper-raised p-6"
      >
        <h2 id="add-heading" className="font-semibold text-xl">
          Add a person
        </h2>
        <PostForm csrf={csrf} className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="add" />
          <div>
            <label htmlFor="name" className={labelClass}>
              Name
            </label>
            <input
              id="name"
              name="name"
              required
              maxLength={100}
              autoComplete="off"
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor="email" className={labelClass}>
              Email address
            </label>
            <input
              id="email"
              name="email"
              type="email"
              required
              autoComplete="off"
              className={fieldClass}
            />
          </div>
          <fieldset className="sm:col-span-2">
            <legend className={labelClass}>Role</legend>
            <div className="mt-2 flex flex-wrap gap-x-6">
              {ROLE_CHOICES.map(({ value, access }) => (
                <label key={value} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="role"
                    value={value}
                    defaultChecked={value === "staff"}
                    className="size-5"
                  />{" "}
                  {roleLabel(access)}
                </label>
              ))}
            </div>
          </fieldset>
          <AdminButton className="justify-self-start">Add and get their link</AdminButton>
        </PostForm>
      </section>
    </>
  );
}

/** A person's role, changed in place: the choice and its button, named after the person. */
function RoleForm({
  csrf,
  person,
}: {
  csrf: string;
  person: { id: number; name: string } & Parameters<typeof roleChoiceOf>[0];
}) {
  const id = `role-${person.id}`;
  return (
    <PostForm csrf={csrf} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={person.id} />
      <input type="hidden" name="intent" value="role" />
      <label htmlFor={id} className="sr-only">
        Role of {person.name}
      </label>
      <select
        id={id}
        name="role"
        defaultValue={roleChoiceOf(person)}
        className="block min-h-10 rounded-lg border border-field-line bg-paper-raised px-3 py-1 text-ink text-sm"
      >
        {ROLE_CHOICES.map(({ value, access }) => (
          <option key={value} value={value}>
            {roleLabel(access)}
          </option>
        ))}
      </select>
      <AdminButton
        tone="quiet"
        aria-label={`Change role: ${person.name}`}
        className="min-h-10 px-3"
      >
        Change
      </AdminButton>
    </PostForm>
  );
}

function Action({
  csrf,
  id,
  intent,
  extra = {},
  person,
  children,
}: {
  csrf: string;
  id: number;
  intent: string;
  extra?: Record<string, string>;
  /** Whose row: the button's name says the visible action, then the person. */
  person: string;
  children: string;
}) {
  return (
    <PostForm csrf={csrf}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <AdminButton tone="quiet" aria-label={`${children}: ${person}`} className="min-h-10 px-3">
        {children}
      </AdminButton>
    </PostForm>
  );
}

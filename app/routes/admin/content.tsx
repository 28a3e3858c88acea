import { Form, Link } from "react-router";
import { AdminButton, fieldClass, labelClass } from "~/components/admin/ui";
import { readQuery, textParam } from "~/lib/admin/query";
import { editsLanguage, roleLabel } from "~/lib/admin/roles";
import { requireStaff } from "~/lib/admin/session.server";
import { fileRef } from "~/lib/content/drafts.server";
import { AREAS, needsFrench, readInventory, search } from "~/lib/content/inventory.server";
import type { Route } from "./+types/content";

export const meta = () => [
  { title: "Content · Maplestack back office" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { staff, env } = await requireStaff(request, { role: "editor" });
  const { q } = readQuery(new URL(request.url).searchParams, { q: textParam(200) });
  const all = await readInventory(env.CONTENT_DIR);
  const found = q ? search(all, q) : all;
  const frenchMissing = all.filter((entry) => needsFrench(entry) && entry.en && !entry.fr).length;
  return {
    q: q ?? "",
    total: all.length,
    frenchMissing,
    access: {
      label: roleLabel(staff),
      en: editsLanguage(staff, "en"),
      fr: editsLanguage(staff, "fr"),
    },
    areas: AREAS.map((area) => ({
      id: area.id,
      label: area.label,
      entries: found
        .filter((entry) => entry.area === area.id)
        .map((entry) => ({
          key: entry.key,
          en: entry.en && {
            path: entry.en.path,
            title: entry.en.title,
            form: fileRef(`en/${entry.en.path}`) !== null,
          },
          fr: entry.fr && {
            path: entry.fr.path,
            title: entry.fr.title,
            form: fileRef(`fr/${entry.fr.path}`) !== null,
          },
          needsFrench: needsFrench(entry),
        })),
    })).filter((area) => area.entries.length > 0),
  };
}

/** What this person may change: a translator sees their one language named. */
function youMayChange(access: { label: string; en: boolean; fr: boolean }) {
  if (access.en && access.fr) return `${access.label}: you may change both languages.`;
  return `${access.label}: you may change the ${access.fr ? "French" : "English"} entries only.`;
}

/** An entry's title: a link to its form when the back office edits it. */
function EntryTitle({
  file,
  form,
  lang,
  children,
}: {
  file: string;
  form: boolean;
  lang?: string;
  children: string;
}) {
  if (!form) {
    return (
      <span lang={lang} className="font-semibold">
        {children}
      </span>
    );
  }
  return (
    <Link
      to={`/admin/content/edit/${file}`}
      lang={lang}
      className="font-semibold underline underline-offset-4"
    >
      {children}
    </Link>
  );
}

export default function Content({ loaderData }: Route.ComponentProps) {
  const { q, total, frenchMissing, areas, access } = loaderData;
  const shown = areas.reduce((sum, area) => sum + area.entries.length, 0);
  return (
    <>
      <h1 className="font-semibold text-3xl tracking-tight">Content</h1>
      <p className="mt-1 max-w-prose text-ink-muted">
        Every entry of the site, as the team thinks of them, with its English file and its French
        twin. {youMayChange(access)}
      </p>
      <Form
        method="get"
        role="search"
        aria-label="Search the content"
        className="mt-6 flex flex-wrap items-end gap-4 rounded-card border border-paper-line bg-paper-raised p-5"
      >
        <div className="min-w-64 flex-1">
          <label htmlFor="q" className={labelClass}>
            Search titles and text, in English and French
          </label>
          <input id="q" name="q" type="search" defaultValue={q} className={fieldClass} />
        </div>
        <AdminButton>Search</AdminButton>
      </Form>
      <p className="mt-4 text-ink-muted text-sm" aria-live="polite">
        {q ? `${shown} of ${total} entries match “${q}”.` : `${total} entries.`}{" "}
        {frenchMissing === 0
          ? "Every entry has its French twin."
          : `${frenchMissing} ${frenchMissing === 1 ? "entry has" : "entries have"} no French twin yet.`}
      </p>
      {areas.map((area) => (
        <section key={area.id} aria-labelledby={`area-${area.id}`} className="mt-8">
          <h2 id={`area-${area.id}`} className="font-semibold text-xl">
            {area.label} <span className="font-normal text-ink-muted">({area.entries.length})</span>
          </h2>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable by keyboard
            tabIndex={0}
            aria-label={`${area.label} table`}
            className="mt-3 overflow-x-auto rounded-card border border-paper-line bg-paper-raised"
          >
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">{area.label}, in English and French</caption>
              <thead className="border-paper-line border-b bg-paper text-ink-muted">
                <tr>
                  <th scope="col" className="w-1/2 px-4 py-3 font-medium">
                    English
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    French
                  </th>
                </tr>
              </thead>
              <tbody>
                {area.entries.map((entry) => (
                  <tr
                    key={entry.key}
                    className="border-paper-line border-b align-top last:border-0"
                  >
                    <td className="px-4 py-3">
                      {entry.en ? (
                        <>
                          <EntryTitle file={`en/${entry.en.path}`} form={entry.en.form}>
                            {entry.en.title}
                          </EntryTitle>
                          <code className="block text-ink-muted text-xs">{`en/${entry.en.path}`}</code>
                        </>
                      ) : (
                        <span className="font-semibold text-danger">English missing</span>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      {entry.fr ? (
                        <>
                          <EntryTitle
                            file={`fr/${entry.fr.path}`}
                            form={entry.fr.form}
                            lang="fr-CA"
                          >
                            {entry.fr.title}
                          </EntryTitle>
                          <code className="block text-ink-muted text-xs">{`fr/${entry.fr.path}`}</code>
                        </>
                      ) : entry.needsFrench ? (
                        <span className="font-semibold text-danger">French missing</span>
                      ) : (
                        <span className="text-ink-muted">One file for both languages</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>
      ))}
    </>
  );
}

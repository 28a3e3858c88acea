import { Reveal } from "~/components/motion/reveal";

export function FiguresBand({
  title,
  figures,
}: {
  title: string;
  figures: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <section
      aria-labelledby="figures-title"
      className="on-night relative isolate overflow-hidden bg-night py-16 sm:py-20"
    >
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(60rem_20rem_at_50%_0%,rgb(56_189_248/0.16),transparent)]"
      />
      <div className="container-page">
        <h2 id="figures-title" className="sr-only">
          {title}
        </h2>
        <Reveal>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-5">
            {figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col-reverse gap-2 border-white/10 border-l pl-5"
              >
                <dt className="text-on-night-muted">{figure.label}</dt>
                <dd className="font-semibold text-4xl text-aurora tracking-tight lg:text-5xl">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { PageContainer } from '@/components/ui/page';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page: title, date, a table of contents beside the text on wide screens. */
export function LegalDocument({
  title,
  updated,
  summary,
  sections,
}: {
  title: string;
  updated: string;
  summary: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <PageContainer className="max-w-6xl">
      <title>{`${title} · Billfold`}</title>
      <header className="border-b border-zinc-200 pb-8">
        <p className="text-sm font-medium text-brand-600">Legal</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-zinc-950 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-sm text-zinc-500">Last updated {updated}</p>
        <div className="mt-6 max-w-3xl text-[15px] leading-7 text-zinc-700">{summary}</div>
      </header>
      <div className="mt-10 grid gap-12 lg:grid-cols-[220px_minmax(0,1fr)]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">
              On this page
            </p>
            <ol className="mt-3 space-y-1 border-l border-zinc-200">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent py-1 pl-4 text-sm text-zinc-600 hover:border-zinc-400 hover:text-zinc-900"
                  >
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className="scroll-mt-24">
              <h2 className="text-lg font-semibold tracking-tight text-zinc-950">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-4 text-[15px] leading-7 text-zinc-700 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-zinc-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}
        </article>
      </div>
    </PageContainer>
  );
}

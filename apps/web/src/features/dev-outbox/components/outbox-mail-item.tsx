import type { OutboxMail } from '@billfold/contract';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { splitLinks } from '../utils/split-links';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

const linkClass =
  'font-medium break-all text-brand-600 underline underline-offset-2 hover:text-brand-700';

/** A link of the e-mail's text: ours open here (client-side), others in a new tab. */
function MailLink({ href }: { href: string }) {
  const url = new URL(href);
  if (url.origin === window.location.origin) {
    return (
      <Link to={`${url.pathname}${url.search}${url.hash}`} className={linkClass}>
        {href}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {href}
    </a>
  );
}

function MailText({ text }: { text: string }) {
  return (
    <pre className="overflow-x-auto rounded-lg bg-zinc-50 p-4 font-sans text-sm leading-6 whitespace-pre-wrap text-zinc-800 ring-1 ring-zinc-950/5 ring-inset">
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <MailLink key={index} href={part.href} />
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </pre>
  );
}

/** One stored e-mail: subject, recipient and time; opens to its text and its rendered HTML. */
export function OutboxMailItem({ mail }: { mail: OutboxMail }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-start gap-3 px-4 py-4 text-left outline-none hover:bg-zinc-50 focus-visible:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-500/60 focus-visible:ring-inset sm:px-6"
      >
        <ChevronRight
          aria-hidden
          className={cn(
            'mt-0.5 size-4 shrink-0 text-zinc-400 transition-transform',
            open && 'rotate-90',
          )}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-4">
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-zinc-900">{mail.subject}</span>
            <span className="block truncate text-[13px] text-zinc-500">To {mail.to}</span>
          </span>
          <time
            dateTime={mail.createdAt}
            className="shrink-0 text-[13px] text-zinc-500 tabular-nums"
          >
            {timeFormat.format(new Date(mail.createdAt))}
          </time>
        </span>
      </button>
      {open ? (
        <div id={panelId} className="space-y-5 px-4 pt-1 pb-6 sm:pr-6 sm:pl-13">
          <section aria-label="Text version">
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
              Text
            </h3>
            <MailText text={mail.text} />
          </section>
          <section aria-label="HTML version">
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
              HTML
            </h3>
            {/* sandbox="": no scripts, no forms, no navigation, an opaque origin. */}
            <iframe
              title={`HTML version of “${mail.subject}”`}
              sandbox=""
              srcDoc={mail.html}
              referrerPolicy="no-referrer"
              className="h-[560px] w-full rounded-lg bg-white ring-1 ring-zinc-950/10 sm:h-[640px]"
            />
          </section>
        </div>
      ) : null}
    </li>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox, LockKeyhole, MailX, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import {
  devOutboxQueryKey,
  devOutboxQueryOptions,
  openDevOutbox,
  tokenInFragment,
} from '@/lib/dev-outbox';
import { OutboxMailItem } from '../components/outbox-mail-item';

const POLL_MS = 5_000;

const code = 'rounded bg-zinc-100 px-1 py-0.5 font-mono text-[12px] text-zinc-800';

type Unlock = 'none' | 'opening' | 'refused';

/**
 * Opens the outbox with the token of the link printed in the terminal (`#token=…`): the token
 * leaves the address bar at once and is traded for the outbox's HttpOnly cookie.
 */
function useUnlockFromLink(): Unlock {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = tokenInFragment(location.hash);
  const [unlock, setUnlock] = useState<Unlock>(token ? 'opening' : 'none');

  useEffect(() => {
    if (!token) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    openDevOutbox(token)
      .then(
        (opened) => setUnlock(opened ? 'none' : 'refused'),
        () => setUnlock('refused'),
      )
      .finally(() => void queryClient.invalidateQueries({ queryKey: devOutboxQueryKey }));
  }, [token, navigate, location.pathname, location.search, queryClient]);

  return unlock;
}

/** Local runs only: the e-mails the worker stored instead of sending, newest first. */
export function DevOutboxRoute() {
  const unlock = useUnlockFromLink();
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    ...devOutboxQueryOptions(),
    enabled: unlock !== 'opening',
    // New mail arrives while the page is open (the worker delivers in the background).
    refetchInterval: (query) => (query.state.data?.status === 'on' ? POLL_MS : false),
  });

  let content: ReactNode;
  if (isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner className="size-7" label="Loading the dev outbox" />
      </div>
    );
  } else if (isError) {
    content = (
      <Alert tone="error">
        The dev outbox could not be loaded. Check that the API is running, then refresh.
      </Alert>
    );
  } else if (data.status === 'locked') {
    content = (
      <>
        {unlock === 'refused' ? (
          <Alert tone="error" className="mb-6">
            The token of that link does not open this dev outbox. Copy the link again from the
            terminal where Billfold runs.
          </Alert>
        ) : null}
        <EmptyState icon={<LockKeyhole aria-hidden />} title="The dev outbox is locked">
          <p>
            It shows every e-mail Billfold would have sent, password-reset links included, so it
            opens only with its token. Open the link that <code className={code}>pnpm dev</code> (or{' '}
            <code className={code}>pnpm start</code>) printed in the terminal; it ends in{' '}
            <code className={code}>/dev/outbox#token=…</code>.
          </p>
        </EmptyState>
      </>
    );
  } else if (data.status === 'off') {
    content = (
      <EmptyState icon={<MailX aria-hidden />} title="The dev outbox is off">
        <p>
          E-mails are sent by SMTP (<code className={code}>SMTP_URL</code> is set) or{' '}
          <code className={code}>MAIL_DEV_OUTBOX</code> is false, so none are kept here. To read
          them on this page, run the API with <code className={code}>MAIL_DEV_OUTBOX=true</code> and
          without an SMTP server.
        </p>
      </EmptyState>
    );
  } else if (data.mails.length === 0) {
    content = (
      <EmptyState icon={<Inbox aria-hidden />} title="No e-mails yet">
        <p>
          Create an account or ask for a password reset: the e-mail shows up here within seconds.
        </p>
      </EmptyState>
    );
  } else {
    content = (
      <Card className="overflow-hidden">
        <ul aria-label="E-mails" className="divide-y divide-zinc-100">
          {data.mails.map((mail) => (
            <OutboxMailItem key={mail.id} mail={mail} />
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <PageContainer className="max-w-4xl">
      <title>Dev outbox · Billfold</title>
      <PageHeader
        eyebrow="Development"
        title="Dev outbox"
        description="The e-mails Billfold would have sent, kept here because no SMTP server is configured. Local runs only."
        actions={
          <Button variant="secondary" onClick={() => void refetch()}>
            <RefreshCw aria-hidden className={isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        }
      />
      <div className="mt-8">{content}</div>
    </PageContainer>
  );
}

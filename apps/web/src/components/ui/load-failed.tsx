import { RotateCcw } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Alert } from './alert';
import { Button } from './button';

/** In place of what could not be loaded: the error and a Try again button. */
export function LoadFailed({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  /** For the alert. */
  className?: string;
}) {
  return (
    <div className="px-4 py-12 sm:px-6">
      <Alert tone="error" className={cn('mx-auto max-w-md', className)}>
        <div className="flex items-center justify-between gap-3">
          <span>{message}</span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden />
            Try again
          </Button>
        </div>
      </Alert>
    </div>
  );
}

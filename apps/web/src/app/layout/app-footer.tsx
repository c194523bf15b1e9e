import { Link } from 'react-router';
import { LogoMark } from '@/components/logo';
import { paths } from '@/config/paths';

export function AppFooter() {
  return (
    <footer className="border-t border-zinc-950/5 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-zinc-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-center gap-2">
          <LogoMark className="size-5" />
          <span>© {new Date().getFullYear()} Billfold. Invoices, read for you.</span>
        </p>
        <nav aria-label="Legal" className="flex gap-6">
          <Link to={paths.termsOfService} className="hover:text-zinc-900">
            Terms of Service
          </Link>
          <Link to={paths.privacyPolicy} className="hover:text-zinc-900">
            Privacy Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}

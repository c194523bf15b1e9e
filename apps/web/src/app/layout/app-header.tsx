import { ArrowUpRight, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/components/session-context';
import { cn } from '@/lib/utils';
import { LeaveSiteDialog } from './leave-site-dialog';
import { navItems, type NavItem } from './nav-items';
import { UserMenu } from './user-menu';

const desktopItem =
  'inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium text-zinc-600 outline-none transition-colors hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500/60';
const mobileItem =
  'flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-[15px] font-medium text-zinc-700 outline-none hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500/60';

function NavEntry({
  item,
  className,
  activeClassName,
  onNavigate,
  onLeave,
}: {
  item: NavItem;
  className: string;
  activeClassName: string;
  onNavigate: () => void;
  onLeave: (href: string) => void;
}) {
  if (item.kind === 'external') {
    return (
      <button type="button" className={className} onClick={() => onLeave(item.href)}>
        {item.label}
        <ArrowUpRight aria-hidden className="size-3.5 text-zinc-400" />
      </button>
    );
  }
  return (
    <NavLink
      to={item.to}
      end
      onClick={onNavigate}
      className={({ isActive }) => cn(className, isActive && activeClassName)}
    >
      {item.label}
    </NavLink>
  );
}

/** The header of every page: logo, entries, and the account menu or the way in. */
export function AppHeader() {
  const { status, user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const closeMenu = () => setMenuOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);

  // Any navigation closes the phone menu: its own links, the account menu, Back and Forward.
  const location = useLocation();
  const [shownAt, setShownAt] = useState(location);
  if (location !== shownAt) {
    setShownAt(location);
    if (menuOpen) setMenuOpen(false);
  }

  // Escape (focus back on its button) and a tap anywhere outside it close it too.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (toggle.current?.contains(target) || menu.current?.contains(target)) return;
      setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);
  const leave = (href: string) => {
    setMenuOpen(false);
    setLeavingTo(href);
  };
  // The same entries in the bar (wide screens) and in the phone menu, styled for each.
  const navEntries = (className: string, activeClassName: string) =>
    navItems.map((item) => (
      <NavEntry
        key={item.label}
        item={item}
        className={className}
        activeClassName={activeClassName}
        onNavigate={closeMenu}
        onLeave={leave}
      />
    ));

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-950/5 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.dashboard}
          onClick={closeMenu}
          className="flex items-center rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500/60"
          aria-label="Billfold home"
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
          {navEntries(desktopItem, 'bg-zinc-100 text-zinc-950')}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {status === 'authenticated' && user ? (
            <UserMenu user={user} />
          ) : status === 'loading' ? (
            <span aria-hidden className="size-9 animate-pulse rounded-full bg-zinc-100" />
          ) : (
            <Button asChild size="sm" className="h-9 px-4">
              <Link to={paths.login} onClick={closeMenu}>
                Start Here
              </Link>
            </Button>
          )}
          <Button
            ref={toggle}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden className="size-5!" />
            ) : (
              <Menu aria-hidden className="size-5!" />
            )}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          ref={menu}
          id="mobile-menu"
          aria-label="Main"
          className="animate-slide-down border-t border-zinc-950/5 bg-white px-4 pt-2 pb-4 shadow-sm sm:px-6 lg:hidden"
        >
          {navEntries(mobileItem, 'bg-brand-50 text-brand-700')}
        </nav>
      ) : null}
      <LeaveSiteDialog href={leavingTo} onClose={() => setLeavingTo(null)} />
    </header>
  );
}

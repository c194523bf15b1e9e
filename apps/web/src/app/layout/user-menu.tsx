import { SOCIAL_PROVIDER_NAMES, type User } from '@billfold/contract';
import { CreditCard, FileText, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';

export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Open account menu"
        className="rounded-full outline-none transition-shadow hover:ring-4 hover:ring-zinc-100 focus-visible:ring-2 focus-visible:ring-brand-500/60 focus-visible:ring-offset-2 data-[state=open]:ring-4 data-[state=open]:ring-zinc-100"
      >
        <Avatar name={user.name} src={user.avatarUrl} className="size-9" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar name={user.name} src={user.avatarUrl} className="size-9" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-zinc-900">{user.name}</span>
            <span className="block truncate text-[13px] font-normal text-zinc-500">
              {user.email ??
                (user.oAuthProvider === 'email'
                  ? ''
                  : `Signed in with ${SOCIAL_PROVIDER_NAMES[user.oAuthProvider]}`)}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to={paths.subscription}>
              <CreditCard aria-hidden />
              Subscription Management
            </Link>
          </DropdownMenuItem>
          {user.oAuthProvider === 'email' ? (
            <DropdownMenuItem asChild>
              <Link to={paths.accountSettings}>
                <Settings aria-hidden />
                Account Settings
              </Link>
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            <Link to={paths.termsOfService}>
              <FileText aria-hidden />
              Terms of Service
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.privacyPolicy}>
              <ShieldCheck aria-hidden />
              Privacy Policy
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          tone="danger"
          disabled={logout.isPending}
          onSelect={() => logout.mutate()}
        >
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

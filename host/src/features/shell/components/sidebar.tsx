import { AppRoutes, NavLink } from '@haulboard/shared/router';
import {
  ChartColumn,
  Clock,
  Handshake,
  History,
  IdCard,
  LayoutDashboard,
  LogOut,
  MessageCircle,
  Package,
  ReceiptText,
  ScrollText,
  Search,
  Truck,
  UserRound,
  Users,
  type LucideIcon,
} from '@haulboard/shared/ui';
import { useBusValue } from '@haulboard/shared/bus';
import { Badge, Box, Button, Flex, Stack, Text, chakra } from '@haulboard/shared/ui';
import { Skeleton } from '@haulboard/shared/ui-parts';
import { sidebarLinks, type SidebarScreen } from '../../../app/screens';
import { useAdminProfile } from '../hooks/use-admin-profile';
import { useLogOut } from '../hooks/use-log-out';

// One icon per sidebar link of the screen table: a screen given a `sidebar` label there fails the type check until it has one.
const icons = {
  [AppRoutes.admin]: LayoutDashboard,
  [AppRoutes.loads]: Package,
  [AppRoutes.brokers]: Handshake,
  [AppRoutes.invoices]: ScrollText,
  [AppRoutes.dispatchers]: Users,
  [AppRoutes.drivers]: IdCard,
  [AppRoutes.settlements]: ReceiptText,
  [AppRoutes.trucksTrailers]: Truck,
  [AppRoutes.checkInOut]: Clock,
  [AppRoutes.analytics]: ChartColumn,
  [AppRoutes.activity]: History,
  [AppRoutes.profile]: UserRound,
} as const satisfies Record<SidebarScreen['path'], LucideIcon>;

const StyledNavLink = chakra(NavLink);
const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  rounded: 'md',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _currentPage: { bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' },
  focusRing: 'outside',
} as const;

function AdminIdentity() {
  const profile = useAdminProfile();
  if (profile.isPending) {
    return (
      <Stack gap="2" aria-label="Loading your profile">
        <Skeleton height="4" width="70%" />
        <Skeleton height="3" width="90%" />
      </Stack>
    );
  }
  if (profile.isError || !profile.data) {
    return (
      <Text color="fg.error" fontSize="sm" role="alert">
        Failed to fetch user data
      </Text>
    );
  }
  const { first_name, last_name, email } = profile.data;
  return (
    <Box minW="0">
      <Text fontWeight="semibold" truncate data-testid="admin-name">
        {[first_name, last_name].filter(Boolean).join(' ')}
      </Text>
      <Text fontSize="sm" color="fg.muted" truncate data-testid="admin-email">
        {email}
      </Text>
    </Box>
  );
}

/**
 * The way to the full chat screen, with the unread total the chat publishes on the bus. It
 * sits with the administrator's own items, apart from the spec's eight navigation links.
 */
function ChatLink({ onNavigate }: { onNavigate?: () => void }) {
  const { total } = useBusValue('chat:unread-changed', { total: 0 });
  return (
    <StyledNavLink
      to={AppRoutes.chat}
      onClick={onNavigate}
      {...linkStyle}
      aria-label={total ? `Chat, ${total} unread message${total === 1 ? '' : 's'}` : 'Chat'}
    >
      <MessageCircle size={18} aria-hidden />
      Chat
      {total > 0 ? (
        <Badge ms="auto" colorPalette="red" variant="solid" rounded="full" aria-hidden data-testid="chat-unread-total">
          {total > 99 ? '99+' : total}
        </Badge>
      ) : null}
    </StyledNavLink>
  );
}

/**
 * Log Out, on its own: navigating needs React Router's `useNavigate`, which redraws its component
 * on every URL change (a list's page, sort or filter too); here that is one button, not the sidebar.
 */
function LogOutButton() {
  const logOut = useLogOut();
  return (
    <Button variant="outline" onClick={logOut} justifyContent="flex-start">
      <LogOut size={18} aria-hidden />
      Log Out
    </Button>
  );
}

/** Opens the shell's search (issue 29), and says its keys. */
export function SearchButton({ onSearch }: { onSearch: () => void }) {
  return (
    <Button variant="outline" onClick={onSearch} justifyContent="flex-start" color="fg.muted" aria-keyshortcuts="Control+K /">
      <Search size={18} aria-hidden />
      Search
      <Text as="kbd" ms="auto" fontSize="xs" fontFamily="inherit" aria-hidden>
        Ctrl K
      </Text>
    </Button>
  );
}

/** The admin shell's navigation: the spec's links, the search, the administrator and Log Out. */
export function Sidebar({ onNavigate, onSearch }: { onNavigate?: () => void; onSearch?: () => void }) {
  return (
    <Flex direction="column" h="full" gap="6" p="4">
      <Text fontSize="xl" fontWeight="bold" color="blue.fg" px="2">
        Haulboard
      </Text>
      {onSearch ? <SearchButton onSearch={onSearch} /> : null}
      {/* Eleven links and the account below them pass a 720 px laptop screen: the links scroll, the account and Log Out stay in view. */}
      <chakra.nav aria-label="Main" flex="1" minH="0" overflowY="auto">
        <Stack as="ul" gap="1" listStyleType="none">
          {sidebarLinks.map((link) => {
            const Icon = icons[link.to];
            return (
              <li key={link.to}>
                <StyledNavLink to={link.to} end={link.to === AppRoutes.admin} onClick={onNavigate} {...linkStyle}>
                  <Icon size={18} aria-hidden />
                  {link.label}
                </StyledNavLink>
              </li>
            );
          })}
        </Stack>
      </chakra.nav>
      <Stack gap="3" borderTopWidth="1px" pt="4">
        <AdminIdentity />
        <ChatLink onNavigate={onNavigate} />
        <LogOutButton />
      </Stack>
    </Flex>
  );
}

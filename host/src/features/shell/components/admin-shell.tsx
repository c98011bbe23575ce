import { useCallback, useState } from 'react';
import { ChatDock } from '@haulboard/shared/chat-dock';
import { useLiveChanges } from '@haulboard/shared/resources';
import { Outlet } from '@haulboard/shared/router';
import { Menu as MenuIcon, Search } from '@haulboard/shared/ui';
import { Box, Flex, IconButton, Link, SideSheet, Text, lazyPart } from '@haulboard/shared/ui';
import { useChatUnread } from '../hooks/use-chat-unread';
import { useSearchShortcut } from '../hooks/use-search-shortcut';
import { RedeployNotice } from './redeploy-notice';
import { Sidebar } from './sidebar';

const MAIN_ID = 'main-content';

// The search's code (its query, its dialog) loads on first use: no admin screen's first load pays for it.
const SearchBox = lazyPart(() => import('./search-box'));

/** Hidden until focused; then a button-like link at the top left that moves focus to the screen. */
function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="absolute"
      zIndex="skipLink"
      top="2"
      left="2"
      px="4"
      py="2"
      borderRadius="md"
      bg="blue.solid"
      color="white"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
      onClick={(e) => {
        // The router would take the hash as a navigation: move focus instead.
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to main content
    </Link>
  );
}

/** Part 2 section 2: a sidebar beside every admin screen; on small screens a button toggles it. */
export function AdminShell() {
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const openSearch = useCallback(() => {
    setOpen(false);
    setSearching(true);
  }, []);
  useSearchShortcut(openSearch);
  useChatUnread();
  // Changes made elsewhere refresh every screen of the admin area (issue 29).
  useLiveChanges();
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      {/* The first Tab of every admin page: past the eight sidebar links to the screen itself. */}
      <SkipLink />
      {/* The column runs the page's whole height (its background and border with it); the sidebar in it stays in view. */}
      <Box hideBelow="md" w="64" flexShrink={0} borderRightWidth="1px" bg="bg">
        <Box as="aside" position="sticky" top="0" h="100dvh">
          <Sidebar onSearch={openSearch} />
        </Box>
      </Box>
      <SideSheet open={open} onClose={() => setOpen(false)} title="Navigation">
        <Sidebar onNavigate={() => setOpen(false)} onSearch={openSearch} />
      </SideSheet>
      <Flex direction="column" flex="1" minW="0">
        <Flex hideFrom="md" align="center" gap="3" px="3" py="2" borderBottomWidth="1px" bg="bg">
          <IconButton variant="ghost" aria-label="Open navigation" aria-expanded={open} onClick={() => setOpen(true)}>
            <MenuIcon />
          </IconButton>
          <Text fontWeight="bold" color="blue.fg" flex="1">
            Haulboard
          </Text>
          <IconButton variant="ghost" aria-label="Search" aria-keyshortcuts="Control+K /" onClick={openSearch}>
            <Search />
          </IconButton>
        </Flex>
        <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" flex="1" p={{ base: '4', md: '8' }} minW="0">
          <Outlet />
        </Box>
      </Flex>
      {/* The chat panel a screen header's toggle opens: a column beside the screen from 1024 px. */}
      <ChatDock />
      <RedeployNotice />
      {/* Drawn only while open: each opening starts empty, with this browser's recent records as they are now. */}
      {searching ? <SearchBox onClose={() => setSearching(false)} /> : null}
    </Flex>
  );
}

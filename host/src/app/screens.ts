import { AppScreens, isAdminPath } from '@haulboard/shared/router';

// The host's views of the one screen table (`AppScreens` in @haulboard/shared/router): nothing
// here names a path, a remote or a title of its own.
type Screen = (typeof AppScreens)[keyof typeof AppScreens];
const screens: readonly Screen[] = Object.values(AppScreens);

/** The signed-out pages: sign-in and recovery. */
export const publicScreens = screens.filter((s) => !isAdminPath(s.path));

/** The screens drawn inside the admin shell. */
export const adminScreens = screens.filter((s) => isAdminPath(s.path));

/** A screen with a link in the sidebar's main navigation. */
export type SidebarScreen = Extract<Screen, { sidebar: string }>;

/** Part 2 section 2: the sidebar's links, names and paths as the spec gives them, in the table's order. */
export const sidebarLinks = screens.filter((s): s is SidebarScreen => 'sidebar' in s).map((s) => ({ label: s.sidebar, to: s.path }));

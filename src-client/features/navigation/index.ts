// What other features may use from this one; the rest of the folder is its own (decision 113).
export { DesktopNav } from './DesktopNav.tsx';
export { Logo } from './Logo.tsx';
export { MobileNav } from './MobileNav.tsx';
export { APP_VERSION, FOOTER_SECTIONS, SOURCE_URL, SUPPORT_EMAIL } from './nav-items.ts';

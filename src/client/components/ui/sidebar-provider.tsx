import { SIDEBAR_COOKIE_MAX_AGE_DAYS } from '@shared/constants';
import {
  type ComponentProps,
  type CSSProperties,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { cn } from '../../lib/utils';
import {
  readSidebarCookie,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from './sidebar-state';
import { TooltipProvider } from './tooltip';
import { useIsMobile } from './use-is-mobile';

export {
  readSidebarCookie,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
};

const SIDEBAR_KEYBOARD_KEY = 'b';

function writeSidebarCookie(open: boolean): void {
  const maxAge = SIDEBAR_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; this value needs no escaping
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${maxAge}; SameSite=Lax${secure}`;
}

interface SidebarContextValue {
  /** Desktop: expanded (full width) or collapsed to icons. */
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: the off-canvas sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** Collapses/expands on desktop, opens/closes the sheet on mobile. */
  toggleSidebar: () => void;
  /** id of the sidebar element, for the trigger's aria-controls. */
  sidebarId: string;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return context;
}

interface SidebarProviderProps extends ComponentProps<'div'> {
  /** Initial desktop state; defaults to the cookie, else expanded. */
  defaultOpen?: boolean;
  sidebarId?: string;
}

/**
 * State of a collapsible app sidebar: kept in a cookie for 7 days, toggled with Ctrl+B (Cmd+B on
 * macOS), and an off-canvas sheet below the mobile breakpoint.
 */
export function SidebarProvider({
  defaultOpen,
  sidebarId = 'app-sidebar',
  className,
  style,
  children,
  ...props
}: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => defaultOpen ?? readSidebarCookie());
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== SIDEBAR_KEYBOARD_KEY) return;
      // Only the plain shortcut: Ctrl+Shift+B and Alt combinations belong to the browser.
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  // Leaving the mobile layout (rotating a tablet) must not leave an invisible sheet open.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
      sidebarId,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar, sidebarId],
  );

  return (
    <SidebarContext.Provider value={value}>
      <TooltipProvider delayDuration={0}>
        <div
          data-slot="sidebar-wrapper"
          style={
            {
              '--sidebar-width': SIDEBAR_WIDTH,
              '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
              ...style,
            } as CSSProperties
          }
          className={cn('flex min-h-dvh w-full', className)}
          {...props}
        >
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}

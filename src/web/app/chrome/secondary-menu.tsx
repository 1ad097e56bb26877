/**
 * SPEC §2 Chrome: the hamburger button (only when the secondary menu has items) and the secondary
 * menu as a disclosure drawer: focus moves into it on open, Escape or leaving it closes it and
 * returns focus to the button, choosing an entry closes it. On a phone the drawer also holds the
 * fixed list's shortcuts, which the top row shows only on wider screens (decision 032).
 */
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import styles from './chrome.module.css';
import { Icon } from './icons.tsx';
import { MenuList } from './menu-list.tsx';

export function SecondaryMenu({
  entries,
  shortcuts = [],
}: {
  entries: readonly string[];
  /** The fixed list's entries not shown elsewhere (decision 032). */
  shortcuts?: readonly string[];
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (entries.length === 0 && shortcuts.length === 0) return null;

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (next !== null) setOpen(false);
  };

  return (
    <div className={styles.secondary} onBlur={onBlur} data-nav-surface="drawer">
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('chrome.header.closeMenu') : t('chrome.header.openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'close' : 'menu'} />
      </button>
      <nav
        ref={panelRef}
        id={panelId}
        className={styles.drawer}
        aria-label={t('chrome.nav.secondary')}
        hidden={!open}
      >
        {/* Mounted when opened: the closed drawer costs the first screen nothing (issue 16). */}
        {open && (
          <MenuList
            entries={entries}
            className={styles.drawerList}
            onNavigate={() => setOpen(false)}
          />
        )}
        {open && shortcuts.length > 0 && (
          <MenuList
            entries={shortcuts}
            className={`${styles.drawerList} ${styles.drawerShortcuts}`}
            onNavigate={() => setOpen(false)}
          />
        )}
      </nav>
    </div>
  );
}

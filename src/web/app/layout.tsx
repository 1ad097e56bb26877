/** The frame of in-app pages: the chrome (app/chrome, passed in as `top` / `bottom`), <main> and the footer. */
import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';
import styles from './layout.module.css';

/** `top` and `bottom` hold the in-app chrome (app/chrome: header, menus, breadcrumb, overlays). */
export function Layout({
  children,
  top,
  bottom,
}: {
  children: ReactNode;
  top?: ReactNode;
  bottom?: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      {top}
      <main className={styles.main}>{children}</main>
      <Footer />
      {bottom}
    </div>
  );
}

/** Pages without chrome (SPEC §2: login, logout, unauthenticated) still get a <main> landmark. */
export function BareLayout({ children }: { children: ReactNode }) {
  return <main className={styles.bare}>{children}</main>;
}

/**
 * SPEC §2 feature announcement modal: the first announcement of the ecommerce config — callout
 * text (or a default title), image or mp4 video, title and text (as TEXT, T9). With a route link
 * it offers "access" and "keep browsing", otherwise "proceed". However it is closed, the feature
 * is dismissed (SPEC §4: removed from the config and marked seen on the server).
 * A native modal <dialog> (showModal): the browser traps focus, makes the page behind inert and
 * closes on Escape / the back gesture — no library injecting <style> tags (the CSP forbids them).
 * Loaded lazily: fetched only when there is something to announce.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useNavigate } from 'react-router';
import type { FeatureAnnouncement } from '../../lib/ecommerce-config.ts';
import styles from './chrome.module.css';
import overlays from './overlays.module.css';
import { featureMediaSrc, featureRoute } from './feature-media.ts';

export interface FeatureModalProps {
  feature: FeatureAnnouncement;
  onDismiss: (id: string) => void;
  /** The app's origin (tests); default location.origin. */
  appOrigin?: string;
}

/** Opens the dialog modally where the browser can (every target browser; not jsdom). */
function showModally(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

export default function FeatureModal({ feature, onDismiss, appOrigin }: FeatureModalProps) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const closed = useRef(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const origin = appOrigin ?? window.location.origin;
  const route = featureRoute(feature.routeUrl, origin);
  const src = featureMediaSrc(feature.mediaUrl, origin);

  useEffect(() => {
    if (open && dialogRef.current) showModally(dialogRef.current);
  }, [open]);

  function close(then?: () => void) {
    if (closed.current) return;
    closed.current = true;
    setOpen(false);
    onDismiss(feature.id);
    then?.();
  }

  /** Escape (and the Android back gesture, as `cancel`) closes it the app's way. */
  function onCancel(event: SyntheticEvent) {
    event.preventDefault();
    close();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onCancel(event);
  }

  if (!open) return null;

  return (
    <dialog
      ref={dialogRef}
      // Explicit, although implicit on <dialog>: tools and older screen readers look for it.
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={overlays.modal}
      onCancel={onCancel}
      onKeyDown={onKeyDown}
    >
      <p className={overlays.callout}>{feature.calloutText ?? t('chrome.feature.defaultTitle')}</p>
      {src !== undefined &&
        (feature.mediaType === 'video' ? (
          <video
            className={overlays.media}
            src={src}
            muted
            playsInline
            controls
            preload="metadata"
          />
        ) : (
          <img className={overlays.media} src={src} alt={feature.altTextImage ?? ''} />
        ))}
      <h2 id={titleId} className={overlays.modalTitle}>
        {feature.msgTitle}
      </h2>
      <p id={textId} className={overlays.modalText}>
        {feature.msgText}
      </p>
      <div className={overlays.modalActions}>
        {route !== undefined ? (
          <>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => close(() => void navigate(route))}
            >
              {t('chrome.feature.access')}
            </button>
            <button type="button" className={styles.secondaryButton} onClick={() => close()}>
              {t('chrome.feature.keepBrowsing')}
            </button>
          </>
        ) : (
          <button type="button" className={styles.primaryButton} onClick={() => close()}>
            {t('chrome.feature.proceed')}
          </button>
        )}
      </div>
      <button
        type="button"
        className={overlays.modalClose}
        aria-label={t('chrome.feature.close')}
        onClick={() => close()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
    </dialog>
  );
}

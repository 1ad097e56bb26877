/**
 * SPEC §2 search box: autocomplete over the product descriptions in the current language (unique
 * suggestions, 3+ characters — `autocompleteSuggestions` in src/domain/search.ts, run by the
 * server's `products/search`, decision 054: the box downloads no catalogue), a clear button,
 * and submit to /search?redirect={term}. ARIA 1.2 combobox with a listbox popup: arrow keys move
 * through the suggestions, Enter picks one (or submits the typed term), Escape closes the list.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '../../lib/use-t.ts';
import { useNavigate } from 'react-router';
import type { LanguageCode } from '../../../domain/types.ts';
import { useSearch } from '../../lib/products.ts';
import styles from './search-box.module.css';

/** The search page for a term (SPEC §2 route /search?redirect={term}). */
export function searchPath(term: string): string {
  return `/search?redirect=${encodeURIComponent(term.trim())}`;
}

export interface SearchBoxProps {
  language: LanguageCode;
  /** Called after navigating to the search page (e.g. to close the header's search panel). */
  onSubmitted?: (term: string) => void;
  autoFocus?: boolean;
}

export function SearchBox({ language, onSubmitted, autoFocus }: SearchBoxProps) {
  const t = useT();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  // Focused from an effect, not the autofocus attribute: a browser honours that attribute only
  // while the page loads, not on a box opened later (decision 064).
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Suggestions only (limit 0): one small answer per keystroke, the previous one kept meanwhile.
  const { suggestions } = useSearch(term, { limit: 0, language }).result;
  const expanded = open && suggestions.length > 0;

  function submit(value: string) {
    const trimmed = value.trim();
    if (trimmed === '') return;
    setTerm(trimmed);
    setOpen(false);
    setActive(-1);
    void navigate(searchPath(trimmed));
    onSubmitted?.(trimmed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => {
        if (!expanded) return step === 1 ? 0 : suggestions.length - 1;
        return (index + step + suggestions.length) % suggestions.length;
      });
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      submit(suggestions[active] ?? term);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(term);
  }

  function clear() {
    setTerm('');
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  }

  return (
    <form role="search" className={styles.form} onSubmit={onSubmit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('chrome.search.label')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          type="search"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('chrome.search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={hintId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {term !== '' && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('chrome.search.clear')}
            onClick={clear}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('chrome.search.suggestions')}
          className={styles.listbox}
          hidden={!expanded}
        >
          {expanded &&
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={index === active ? `${styles.option} ${styles.active}` : styles.option}
                // Keep focus in the input: the click picks the suggestion.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => submit(suggestion)}
              >
                {suggestion}
              </li>
            ))}
        </ul>
      </div>
      <button type="submit" className={styles.submit}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M10.5 17a6.5 6.5 0 100-13 6.5 6.5 0 000 13zM15.5 15.5L21 21"
            stroke="currentColor"
            strokeWidth="2"
            fill="none"
          />
        </svg>
        <span className="visually-hidden">{t('chrome.search.submit')}</span>
      </button>
      <p id={hintId} className="visually-hidden">
        {t('chrome.search.hint')}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? t('chrome.search.suggestionCount', { count: suggestions.length }) : ''}
      </p>
    </form>
  );
}

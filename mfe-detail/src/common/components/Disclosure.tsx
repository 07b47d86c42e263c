import { useId, useState, type ReactNode } from 'react';
import './disclosure.css';

export interface DisclosureProps {
  /** The trigger's content (a question, a coverage header). */
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Heading level the trigger sits in, so the panels are reachable by heading navigation. */
  level?: 2 | 3 | 4;
  className?: string;
}

/**
 * One accordion panel that opens and closes on its own (WAI-ARIA accordion pattern: a heading holding a
 * button with aria-expanded that controls a labelled region). A dozen lines instead of a library.
 */
export const Disclosure = ({ summary, children, defaultOpen = false, level = 3, className }: DisclosureProps) => {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <div className={`qs-disclosure${open ? ' qs-disclosure--open' : ''}${className ? ` ${className}` : ''}`}>
      <Heading className="qs-disclosure__heading">
        <button
          type="button"
          id={`${id}-trigger`}
          className="qs-disclosure__trigger"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="qs-disclosure__summary">{summary}</span>
          <span className="qs-disclosure__chevron" aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-trigger`}
        className="qs-disclosure__panel"
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
};

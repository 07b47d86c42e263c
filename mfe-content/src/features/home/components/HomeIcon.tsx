import type { ReactElement } from 'react';

// The site has no icon font and emoji are missing on many machines: a few line drawings (24 × 24), always
// beside their text, so they are decorative.
const SHAPES = {
  advisor: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
      <path d="M19 20c0 1.2-2 2-5 2" />
    </>
  ),
  free: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v9h14v-9M12 8v13M12 8C10.5 5 7 4 7 6.5S10 8 12 8zM12 8c1.5-3 5-4 5-1.5S14 8 12 8z" />
    </>
  ),
  price: (
    <>
      <path d="M3 12V4h8l10 10-7 7z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
      <path d="M10.5 14.5l4-4M12.5 16.5l4-4" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3M12 15v2" />
    </>
  ),
  rocket: <path d="M13 2L4 14h7l-1 8 9-12h-7z" />,
  compare: <path d="M12 3v18M8 21h8M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  check: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12l3 3 5-6" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type HomeIconName = keyof typeof SHAPES;

/** Names the API may send for the same idea. */
const ALIASES: Record<string, HomeIconName> = {
  headset: 'advisor',
  assistance: 'advisor',
  gift: 'free',
  money: 'price',
  tag: 'price',
  shield: 'lock',
  privacy: 'lock',
  bolt: 'rocket',
  fast: 'rocket',
  scale: 'compare',
  time: 'clock',
};

const shapeOf = (name: string | undefined): HomeIconName => {
  if (!name) return 'check';
  if (Object.hasOwn(SHAPES, name)) return name as HomeIconName;
  return Object.hasOwn(ALIASES, name) ? ALIASES[name]! : 'check';
};

/** A decorative line icon by name; an unknown name is a check mark. */
export const HomeIcon = ({ name, size = 28 }: { name: string | undefined; size?: number }) => (
  <svg
    className="qs-home-icon"
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {SHAPES[shapeOf(name)]}
  </svg>
);

import type { ReactElement } from 'react';

// The API names icons ('hospital', 'tooth'…) and the site has no icon font; emoji are missing on many Linux
// machines, so a few line drawings (24 × 24) stand for families of benefits.
const SHAPES: Record<string, ReactElement> = {
  cross: <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />,
  bed: (
    <>
      <path d="M3 18V6M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-8v6" />
      <circle cx="6.5" cy="10.5" r="1.5" />
    </>
  ),
  heart: <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z" />,
  tooth: (
    <path d="M7 3C4.5 3 3 5 3.5 8c.4 2.5 1.5 4 2 7 .4 2.5 1 5 2.5 5s1.5-4 4-4 2.5 4 4 4 2.1-2.5 2.5-5c.5-3 1.6-4.5 2-7 .5-3-1-5-3.5-5-2 0-3 1-5 1S9 3 7 3z" />
  ),
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  pill: (
    <>
      <rect x="3" y="8" width="18" height="8" rx="4" transform="rotate(-45 12 12)" />
      <path d="M9.5 9.5l5 5" />
    </>
  ),
  shield: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />,
  phone: <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
  paw: (
    <>
      <circle cx="6" cy="10" r="2" />
      <circle cx="18" cy="10" r="2" />
      <circle cx="9.5" cy="5" r="2" />
      <circle cx="14.5" cy="5" r="2" />
      <path d="M12 12c-3 0-6 4-6 6.5S9 21 12 19.5s6 1.5 6-1S15 12 12 12z" />
    </>
  ),
  person: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M5 21c0-3.9 3.1-7 7-7s7 3.1 7 7" />
    </>
  ),
  stethoscope: (
    <>
      <path d="M6 3v6a4 4 0 0 0 8 0V3M10 13v3a5 5 0 0 0 10 0v-2" />
      <circle cx="20" cy="12" r="2" />
    </>
  ),
  home: <path d="M3 11l9-8 9 8M5 10v10h14V10" />,
};

const FAMILY: Record<string, string> = {
  ambulance: 'cross',
  hospital: 'cross',
  helicopter: 'cross',
  siren: 'cross',
  bed: 'bed',
  heart: 'heart',
  'heart-pulse': 'heart',
  tooth: 'tooth',
  braces: 'tooth',
  eye: 'eye',
  glasses: 'eye',
  pill: 'pill',
  shield: 'shield',
  ribbon: 'shield',
  virus: 'shield',
  phone: 'phone',
  paw: 'paw',
  baby: 'person',
  doctor: 'person',
  therapy: 'person',
  wheelchair: 'person',
  stethoscope: 'stethoscope',
  microscope: 'stethoscope',
  scalpel: 'stethoscope',
  xray: 'stethoscope',
  home: 'home',
};

export interface BenefitIconProps {
  name: string | undefined;
  /** The benefit's name; without it the icon is decorative (its text is next to it). */
  label?: string;
  size?: number;
}

export const BenefitIcon = ({ name, label, size = 20 }: BenefitIconProps) => (
  <svg
    className="qs-benefit-icon"
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
  >
    {label && <title>{label}</title>}
    {SHAPES[FAMILY[name ?? ''] ?? 'cross']}
  </svg>
);

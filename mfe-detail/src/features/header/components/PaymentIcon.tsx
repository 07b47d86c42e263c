/** Payment-method icons (docs/product/detail.md#header: names), drawn inline so no CDN or third-party host is needed. */
const CARD = 'M2 6a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2zm0 3h20v3H2z';
const BANK = 'M12 2 2 7v2h20V7zM4 11h3v7H4zm6.5 0h3v7h-3zM17 11h3v7h-3zM2 20h20v2H2z';
const HAND = 'M3 12h4l3-3h4a2 2 0 0 1 0 4h-3m-8 5h11l6-5a2 2 0 0 0-3-3l-4 3';

const LETTERS: Record<string, string> = { t: 'T', tdd: 'D', tdc: 'C' };

export interface PaymentIconProps {
  name: string;
}

export const PaymentIcon = ({ name }: PaymentIconProps) => {
  const path = name === 'transfer' ? BANK : name === 'transfer_non_automated' ? HAND : CARD;
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      className={`qs-payment__icon qs-payment__icon--${name}`}
    >
      <path
        d={path}
        fill={name === 'transfer_non_automated' ? 'none' : 'currentColor'}
        stroke="currentColor"
        strokeWidth={name === 'transfer_non_automated' ? 1.6 : 0}
        fillRule="evenodd"
      />
      {LETTERS[name] && (
        <text x="18" y="18.5" fontSize="7" textAnchor="middle" fill="#fff" fontWeight="700">
          {LETTERS[name]}
        </text>
      )}
    </svg>
  );
};

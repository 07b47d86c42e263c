/** Each tab shows an icon. Drawn inline (no icon font, no third-party host); decorative (docs/product/detail.md#tabs). */
const PATHS: Record<string, string> = {
  home: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z',
  price: 'M3 12V4h8l10 10-8 8zM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  map: 'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  'file-pdf': 'M6 2h8l6 6v14H6zM13 3v6h6M8 14h8M8 18h8',
  file: 'M6 2h8l6 6v14H6zM13 3v6h6',
  send: 'M2 21 23 12 2 3v7l15 2-15 2z',
};

export interface TabIconProps {
  name?: string;
}

export const TabIcon = ({ name }: TabIconProps) => (
  <svg className="qs-tabs__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d={PATHS[name ?? ''] ?? PATHS.file} />
  </svg>
);

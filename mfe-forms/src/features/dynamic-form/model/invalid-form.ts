type Flags = unknown;

/** The dotted names whose flag is true in react-hook-form's nested touched/dirty maps. */
export const flaggedNames = (flags: Flags, prefix = ''): string[] => {
  if (flags === true) return [prefix];
  if (!flags || typeof flags !== 'object') return [];
  return Object.entries(flags as Record<string, Flags>).flatMap(([key, value]) =>
    flaggedNames(value, prefix ? `${prefix}.${key}` : key),
  );
};

/**
 * Product rule (docs/product/forms.md#dynamic-form): the invalid-form message shows when every touched control is also dirty (the
 * visitor changed what they visited) and the form is still invalid. Nothing touched, nothing said.
 */
export const showsInvalidForm = (touched: Flags, dirty: Flags, isValid: boolean): boolean => {
  if (isValid) return false;
  const touchedNames = flaggedNames(touched);
  if (touchedNames.length === 0) return false;
  const dirtyNames = new Set(flaggedNames(dirty));
  return touchedNames.every((name) => dirtyNames.has(name));
};

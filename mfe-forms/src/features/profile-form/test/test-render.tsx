import { fireEvent, render, screen } from '@testing-library/react';
import type { Profile, ProfileFormDefinition } from '@qs/shared';
import { stubFetch } from '../../../test/fetch-stub';
import { ProfileForm } from '../components/ProfileForm';
import { PROFILE_FORM_PHONE_QUERY } from '../hooks/useIsPhone';

// Helpers of this feature's tests: only the network (fetch) and the browser's media query are described.

/** jsdom has no matchMedia: the window is a phone (≤ 780 px) or a desktop. */
export const setViewport = (phone: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: query === PROFILE_FORM_PHONE_QUERY ? phone : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

/** Renders the form from a definition; jsdom does not download scripts, so the test plays the `load`. */
export const renderProfileForm = async (
  definition: ProfileFormDefinition,
  onSubmitted?: (profile: Profile) => void,
  { loadScript = true } = {},
) => {
  const stub = stubFetch(({ path }) =>
    path === '/api/profile-form/form'
      ? { status: 200, body: { data: { profileForm: definition } } }
      : { status: 201, body: { data: { id: 1 } } },
  );
  render(<ProfileForm productType={definition.productType} onSubmitted={onSubmitted} />);
  await screen.findByRole('form');
  if (loadScript) loadValidationScriptOf(definition);
  return stub;
};

/** Plays the browser's `load` of the definition's validation script. */
export const loadValidationScriptOf = (definition: ProfileFormDefinition) => {
  const script = document.querySelector(
    `script[src="${new URL(definition.validationScriptUrl!, location.href).href}"]`,
  );
  if (script) fireEvent.load(script);
};

import { useCallback } from 'react';
import { useBrowserSnapshot } from '../ui/useHydrated';
import { abGroupOf, type ExperimentGroup, type ExperimentName } from './ab-group';

const subscribeToNothing = () => () => undefined;
const serverGroup = () => null;

/**
 * The visitor's group in an A/B test, or null on the server and while the page hydrates (the server cannot know it):
 * a page draws the site as it was until the browser knows the group, then switches in a transition.
 */
export const useAbGroup = <N extends ExperimentName>(name: N): ExperimentGroup<N> | null => {
  const read = useCallback(() => abGroupOf(name), [name]);
  return useBrowserSnapshot<ExperimentGroup<N> | null>(subscribeToNothing, read, serverGroup);
};

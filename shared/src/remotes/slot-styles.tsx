import { createContext, useContext } from 'react';
import type { ExposedModuleId } from './exposed-modules';

/**
 * The stylesheets each exposed module needs for its first paint (its remote's manifest lists them), given by the
 * server renderer; null in the browser, where the federation runtime loads a module's CSS with its code.
 */
export const SlotStylesContext = createContext<Readonly<Record<string, readonly string[]>> | null>(null);

/**
 * A server-rendered slot's stylesheets, as React 19 stylesheet resources: hoisted into the head, and the slot's
 * streamed content is revealed only once they have loaded (no unstyled flash of a slice).
 */
export const SlotStyles = ({ module }: { module: ExposedModuleId }) => {
  const styles = useContext(SlotStylesContext)?.[module] ?? [];
  return (
    <>
      {styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="qs-slices" />
      ))}
    </>
  );
};

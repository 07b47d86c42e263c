import { useCallback, useReducer } from 'react';

export type TextLayerState = 'pending' | 'done';

type Layers = Readonly<Record<number, TextLayerState>>;

const update = (layers: Layers, [page, state]: [number, TextLayerState]): Layers =>
  layers[page] === state ? layers : { ...layers, [page]: state };

/** True when at least one page started drawing and every page that started has its text layer. */
export const allTextLayersDone = (layers: Layers): boolean => {
  const states = Object.values(layers);
  return states.length > 0 && states.every((state) => state === 'done');
};

/** Follows the text layers of the pages drawn so far (a page drawn again is pending again). */
export const useTextLayers = () => {
  const [layers, dispatch] = useReducer(update, {});
  const report = useCallback((page: number, state: TextLayerState) => dispatch([page, state]), []);
  return { report, allDone: allTextLayersDone(layers) };
};

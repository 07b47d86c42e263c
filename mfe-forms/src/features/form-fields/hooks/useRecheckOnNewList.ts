import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

/** A value typed before the list of what it may be arrived is checked again against the new list. */
export const useRecheckOnNewList = (name: string, list: unknown): void => {
  const { getValues, trigger } = useFormContext();
  useEffect(() => {
    if (getValues(name)) void trigger(name);
  }, [list, getValues, name, trigger]);
};

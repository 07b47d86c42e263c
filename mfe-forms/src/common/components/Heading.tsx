import { createElement, type ComponentPropsWithRef } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  level: HeadingLevel;
}

/** A heading whose level follows where its block is shown: a page's h2 is a modal's h3. */
export const Heading = ({ level, ...props }: HeadingProps) => createElement(`h${level}`, props);

export const deeper = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 5) as HeadingLevel;

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The overview image waits at most this long, then the placeholder shows (docs/product/detail.md#overview). */
export const IMAGE_TIMEOUT_MS = 2500;

type ImageState = 'loading' | 'loaded' | 'failed';

export interface OverviewImageProps {
  src: string;
  alt: string;
}

/**
 * The plan's overview image in a box of reserved aspect ratio (no layout shift). Loading lasts at most
 * 2.5 s (docs/product/detail.md#overview); an image that fails or is late gives way to 'Imagen no encontrada' for good, so
 * the block does not flip back and forth.
 */
export const OverviewImage = ({ src, alt }: OverviewImageProps) => {
  const { t } = useTranslation('detail');
  const [state, setState] = useState<ImageState>('loading');
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    setState(imageRef.current?.complete && imageRef.current.naturalWidth > 0 ? 'loaded' : 'loading');
    const timer = setTimeout(
      () => setState((current) => (current === 'loading' ? 'failed' : current)),
      IMAGE_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [src]);

  const settle = (next: ImageState) => setState((current) => (current === 'loading' ? next : current));

  return (
    <figure className={`qs-overview__image qs-overview__image--${state}`} aria-busy={state === 'loading'}>
      {state === 'failed' ? (
        <p className="qs-overview__image-missing" role="status">
          {t('overview.imageNotFound')}
        </p>
      ) : (
        <img
          ref={imageRef}
          src={src}
          alt={alt}
          width={240}
          height={120}
          onLoad={() => settle('loaded')}
          onError={() => settle('failed')}
        />
      )}
    </figure>
  );
};

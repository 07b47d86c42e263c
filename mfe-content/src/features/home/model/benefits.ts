import type { HomeIconName } from '../components/HomeIcon';

/**
 * The benefits banner (docs/product/content.md#home), in this order: assistance, 100% free, the provider's own price, personal
 * data protection and the fastest channel. Texts are in `home.benefits.{key}` of es.json. This is the
 * Colombian site: the data-protection message names no law (the product shows one only in Chile) and the fastest
 * channel is the one to EPS providers (Chile's would speak of health plans or insurers).
 */
export const BENEFITS: ReadonlyArray<{ key: string; icon: HomeIconName }> = [
  { key: 'assistance', icon: 'advisor' },
  { key: 'free', icon: 'free' },
  { key: 'samePrice', icon: 'price' },
  { key: 'dataProtection', icon: 'lock' },
  { key: 'fastestChannel', icon: 'rocket' },
];

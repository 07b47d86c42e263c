import { lazy, Suspense, useEffect, useId, useRef, type CSSProperties } from 'react';
import { getPartner, type Comparator, type ComparatorBanner, type Profile } from '@qs/shared';
import {
  BANNER_MIN_HEIGHT_PX,
  BANNER_PHONE_ENTERED_MIN_HEIGHT_PX,
  BANNER_PHONE_MIN_HEIGHT_PX,
} from '../model/constants';
import { useBanner } from '../hooks/useBanner';
import { useBannerText } from '../hooks/useBannerText';
import { useFirstView } from '../hooks/useFirstView';
import { useIsPhone } from '../hooks/useIsPhone';
import { BannerCategories } from './BannerCategories';
import { BannerProfileForm } from './BannerProfileForm';
import { ProfileTooltip } from './ProfileTooltip';
import './banner.css';

// Code the first view does not need: fetched when the popover opens, 9 s after arrival.
const FirstViewPopover = lazy(() => import('./FirstViewPopover'));

export interface CompareBannerProps {
  comparator: Comparator;
  profile: Profile | null;
  /** Opens the profile-entry modal ('¿Quiénes serán asegurados?'). */
  onOpenProfile: () => void;
  /** Changes each time the visitor retries the page; a config that failed is then asked again. */
  retryToken?: number;
}

/**
 * The banner's reserved heights, desktop's and a phone's (which collapses once a profile exists: no price note). The
 * stylesheet picks one by the window's width, so the server's markup reserves a phone's height on a phone before
 * the page knows it is one (a width from script would move the page when it hydrates).
 */
const boxStyle = (entered: boolean, background?: string) =>
  ({
    '--qs-banner-min-height': `${BANNER_MIN_HEIGHT_PX}px`,
    '--qs-banner-phone-min-height': `${entered ? BANNER_PHONE_ENTERED_MIN_HEIGHT_PX : BANNER_PHONE_MIN_HEIGHT_PX}px`,
    '--qs-banner-color': background,
  }) as CSSProperties;

/**
 * The banner's background: on a partner site the partner's `subdomainBanner` colour fading to its
 * `endGradient` (docs/product/results.md#compare-banner, as the partner's header banner), else the comparator's own colour.
 */
const bannerBackground = (config: ComparatorBanner): { background: string; partnerColours: boolean } => {
  const colours = getPartner()?.subdomainBanner;
  if (!colours?.color) return { background: config.color, partnerColours: false };
  return {
    background: `linear-gradient(90deg, ${colours.color}, ${colours.endGradient || colours.color})`,
    partnerColours: true,
  };
};

/**
 * Compare banner (docs/product/results.md#compare-banner): the comparator's title (a paragraph naming the region, not a second
 * heading), description and background image from the API, the price warning and profile tooltip,
 * the optional profile form and the first-view popover. While its config loads it keeps its height, so the results below do not move.
 */
export const CompareBanner = ({ comparator, profile, onOpenProfile, retryToken = 0 }: CompareBannerProps) => {
  const { state, retry } = useBanner(comparator.slug);
  // A failed banner shows nothing (the page works without it), so it has no Reintentar of its own:
  // the page's Reintentar, clicked once the API is back, brings it back as well.
  const retriedFor = useRef(retryToken);
  const failed = state.status === 'error';
  useEffect(() => {
    if (retriedFor.current === retryToken) return;
    retriedFor.current = retryToken;
    if (failed) retry();
  }, [retryToken, failed, retry]);
  if (state.status === 'loading')
    return (
      <div className="qs-banner qs-banner--loading" style={boxStyle(profile?.ingresodatos === true)} aria-busy="true" />
    );
  if (state.status !== 'ready' || state.value === null) return null;
  return (
    <Banner
      config={state.value}
      comparator={comparator}
      entered={profile?.ingresodatos === true}
      onOpenProfile={onOpenProfile}
    />
  );
};

interface BannerProps {
  config: ComparatorBanner;
  comparator: Comparator;
  entered: boolean;
  onOpenProfile: () => void;
}

const Banner = ({ config, comparator, entered, onOpenProfile }: BannerProps) => {
  const { profileForm } = comparator;
  const text = useBannerText(profileForm);
  const titleId = useId();
  const profileArea = useRef<HTMLDivElement>(null);
  const isPhone = useIsPhone();
  const firstView = useFirstView(!isPhone && !entered);
  // On a phone the collapsed form costs nothing, so it is always offered; on desktop the config decides.
  const withForm = config.homeCompare || isPhone;
  // The comparator's picture is painted in QuieroSeguro's colour: a partner's banner shows its own colours instead.
  const { background, partnerColours } = bannerBackground(config);

  return (
    <section
      className={`qs-banner${withForm && !isPhone ? ' qs-banner--with-form' : ''}`}
      style={boxStyle(entered, background)}
      aria-labelledby={titleId}
    >
      {config.img && !partnerColours && (
        <img className="qs-banner__image" src={config.img} alt="" width={1200} height={300} decoding="async" />
      )}
      <div className="qs-banner__content">
        {/* Not a heading: the page's h1 already names the comparator ('Planes complementarios de EPS'). */}
        <p id={titleId} className="qs-banner__title">
          {config.title}
        </p>
        <p className="qs-banner__description">{config.description}</p>
        <div ref={profileArea} className="qs-banner__profile">
          {/* The warning has no button of its own: the page's profile button, just above, is the entry point. */}
          {!entered && <p className="qs-banner__warning">{text('warning.message')}</p>}
          <ProfileTooltip profileForm={profileForm} entered={entered} isPhone={isPhone} onOpenProfile={onOpenProfile} />
        </div>
        <BannerCategories categories={config.categories} comparatorTitle={comparator.title} />
      </div>
      {withForm && <BannerProfileForm productType={profileForm} entered={entered} isPhone={isPhone} />}
      {firstView.open && (
        <Suspense fallback={null}>
          <FirstViewPopover
            profileForm={profileForm}
            anchor={profileArea}
            onOpenProfile={onOpenProfile}
            onClose={firstView.close}
          />
        </Suspense>
      )}
    </section>
  );
};
